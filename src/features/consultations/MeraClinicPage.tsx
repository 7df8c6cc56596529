import { useMemo, type ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { parseMeetCode } from '../../../domain/consultations/meet-code';
import type { Appointment } from '../../../domain/consultations/model';
import { loginPathFor } from '../../../domain/navigation/refer-path';
import type { Session } from '../../../domain/session/session';
import { useObservable, useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { CareNumberLink } from '../../ui/CareNumberLink';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { useThrottledSubmit, type SubmitEnd } from '../../ui/throttled-submit';
import { Actions, TextField } from '../../ui/form';
import { useForm } from '../../ui/use-form';
import { useSignedIn } from '../../ui/use-signed-in';
import { BRAND_NAME } from '../../app/brand';
import { richText } from '../../ui/rich-text';
import { CallSummary } from './EndCallPage';
import { consultationsMessages } from './messages';
import { VideoCall, type CallRoutes } from './VideoConsultPage';

const Screen = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: 1.5rem 1rem 3rem;
`;

const CLINIC = '/meraclinic';

function welcomePath(meetCode: string): string {
  return meetCode === '' ? CLINIC : `${CLINIC}?meetCode=${encodeURIComponent(meetCode)}`;
}

function clinicCallPath({ meetCode }: Pick<Appointment, 'meetCode'>): string {
  return `${CLINIC}/video-consult?meetCode=${encodeURIComponent(meetCode)}`;
}

/**
 * /meraclinic/*: the Mera Clinic kiosk, where a patient at a partner clinic sees the doctor by
 * video. The welcome takes the meeting code from the patient's SMS; /meraclinic/video-consult is
 * the app's video consultation; /meraclinic/end-call sums it up and signs the patient out of
 * the shared device. Any other sub-path is the welcome.
 */
export default function MeraClinicPage({ params }: PageProps) {
  const signedIn = useSignedIn();
  const [search] = useSearchParams();
  const meetCode = search.get('meetCode') ?? '';
  switch (params['*']) {
    case 'video-consult':
      // A visitor signs in from the welcome, whose refer survives the spec's encoding exactly.
      return signedIn ? <ClinicCall meetCode={meetCode} /> : <Navigate to={welcomePath(meetCode)} replace />;
    case 'end-call':
      return signedIn ? <ClinicEnd /> : <Navigate to={CLINIC} replace />;
    default:
      return <Welcome initialCode={meetCode} signedIn={signedIn} />;
  }
}

/** The kiosk's sign-out: the logout moves the page to the clinic's welcome, so the button stays busy. */
async function signOutAtClinic(session: Pick<Session, 'logout'>): Promise<SubmitEnd> {
  await session.logout(CLINIC);
  return 'keep-busy';
}

function Welcome({ initialCode, signedIn }: { initialCode: string; signedIn: boolean }) {
  const t = consultationsMessages.useT();
  const navigate = useNavigate();
  const session = useUseCase(TOKENS.Session);
  const header = useObservable(session.header$, { kind: 'visitor' });
  const signOut = useThrottledSubmit();
  const { formRef, field, onSubmit } = useForm({
    initial: { meetCode: initialCode },
    validate: (form: { meetCode: string }) => parseMeetCode(form.meetCode).mapErr((message) => ({ kind: 'invalid' as const, fields: { meetCode: message } })),
    submit: async (meetCode) => {
      navigate(signedIn ? clinicCallPath({ meetCode }) : loginPathFor(welcomePath(meetCode)));
      return 'keep-busy';
    },
  });

  return (
    <Screen>
      <Card>
        <PageTitle>{t('meraClinic.title')}</PageTitle>
        <p>{t('meraClinic.intro')}</p>
        {signedIn && (
          <p>
            {header.kind === 'ready' ? t('meraClinic.signedInAs', { name: header.detail.firstName }) : t('meraClinic.notYou')}{' '}
            <Button type="button" $variant="ghost" disabled={signOut.busy} onClick={() => signOut.run(() => signOutAtClinic(session))}>
              {t('meraClinic.signOut')}
            </Button>
          </p>
        )}
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={t('meraClinic.form')}>
          <TextField
            label={t('meraClinic.code')}
            {...field('meetCode')}
            hint={t('meraClinic.codeHint')}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
          <Actions>
            <Button type="submit">{signedIn ? t('meraClinic.start') : t('meraClinic.continue')}</Button>
          </Actions>
        </form>
        {!signedIn && <Hint style={{ marginTop: '1rem' }}>{t('meraClinic.signInFirst')}</Hint>}
        <Hint style={{ marginTop: '1rem' }}>{richText((values) => t('meraClinic.help', values), { number: <CareNumberLink /> })}</Hint>
      </Card>
    </Screen>
  );
}

function ClinicCall({ meetCode }: { meetCode: string }) {
  const t = consultationsMessages.useT();
  const routes = useMemo<CallRoutes>(
    () => ({
      endCall: (appointmentId, leftEarly) => `${CLINIC}/end-call?aptId=${encodeURIComponent(appointmentId)}${leftEarly ? '&left=early' : ''}`,
      back: { to: welcomePath(meetCode), label: t('meraClinic.checkCode') },
    }),
    [meetCode, t],
  );
  return (
    <Screen>
      <VideoCall routes={routes} />
    </Screen>
  );
}

function ClinicEnd() {
  const t = consultationsMessages.useT();
  return (
    <Screen>
      <CallSummary title={t('meraClinic.ended')} rejoin={clinicCallPath}>
        <Finish />
      </CallSummary>
    </Screen>
  );
}

/** This is a shared device: the patient's session must not stay for the next one. */
function Finish(): ReactNode {
  const t = consultationsMessages.useT();
  const session = useUseCase(TOKENS.Session);
  const { busy, run } = useThrottledSubmit();
  return (
    <Actions style={{ marginBottom: '1rem' }}>
      <Button type="button" disabled={busy} onClick={() => run(() => signOutAtClinic(session))}>
        {t('meraClinic.finish')}
      </Button>
      <Hint>{t('meraClinic.notesStay', { brand: BRAND_NAME })}</Hint>
    </Actions>
  );
}
