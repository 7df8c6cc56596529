import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { STATUS_LABELS } from '../../../domain/consultations/appointment-rules';
import type { Appointment } from '../../../domain/consultations/model';
import { useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { CareNumberLink } from '../../ui/CareNumberLink';
import { Card, Hint, PageTitle } from '../../ui/controls';
import { LoadFailed } from '../../ui/LoadFailed';
import { Plain } from '../../ui/Plain';
import { SignInFirst } from '../../ui/SignInFirst';
import { useSignedIn } from '../../ui/use-signed-in';
import { richText } from '../../ui/rich-text';
import { useQuery } from '../../ui/use-query';
import { Titled, useSlotLabel } from './kit';
import { consultationsMessages } from './messages';
import { callPath } from './MyConsultationsPage';

/** /consult/end-call?aptId=…: what happened in the call and what comes next. */
export default function EndCallPage({ route }: PageProps) {
  const signedIn = useSignedIn();
  const t = consultationsMessages.useT();
  const title = usePageTitle(route);
  if (!signedIn) return <SignInFirst title={title} what={t('endCall.signIn')} />;
  return <CallSummary title={title} />;
}

/**
 * What happened in the call of `?aptId=` and what comes next; `rejoin` is where the call is
 * entered again, `children` what the page adds below (the clinic's Finish).
 */
export function CallSummary({ title, rejoin = callPath, children }: { title: string; rejoin?: (appointment: Pick<Appointment, 'meetCode'>) => string; children?: ReactNode }) {
  const consultations = useUseCase(CONSULTATIONS.MyConsultations);
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const slotLabel = useSlotLabel();
  const [search] = useSearchParams();
  const id = search.get('aptId') ?? '';
  const query = id === '' ? null : consultations.appointment(id);
  const state = useQuery(query);

  if (id === '') {
    return (
      <Card>
        <PageTitle>{title}</PageTitle>
        <p>
          {t('endCall.ended')} <Link to="/patient/consultations">{t('kit.seeConsultations')}</Link>
        </p>
        {children}
      </Card>
    );
  }
  if (state.kind === 'loading') return (
      <Titled title={title}>
        <p role="status">{t('endCall.loading')}</p>
      </Titled>
    );
  if (state.kind === 'failed') return (
      <Titled title={title}>
        <LoadFailed error={state.error} what={t('endCall.loadFailed')} retry={() => query?.reload()} />
      </Titled>
    );
  const appointment = state.value;
  const detail = `/patient/consultation-detail?id=${encodeURIComponent(appointment.id)}`;
  const leftEarly = search.get('left') === 'early' && appointment.status !== 'COMPLETED';

  return (
    <Card>
      <PageTitle>{leftEarly ? t('endCall.leftTitle') : t('endCall.endedTitle')}</PageTitle>
      <p>
        {richText((values) => t('endCall.summary', { doctor: appointment.doctor.name, when: slotLabel(appointment.slot), patient: appointment.patientName, ...values }), {
          status: <strong>{say(STATUS_LABELS[appointment.status])}</strong>,
        })}
      </p>
      {leftEarly ? (
        <p>
          {t('endCall.left')} <Link to={rejoin(appointment)}>{t('endCall.rejoin')}</Link>
        </p>
      ) : (
        <>
          <h2 style={{ fontSize: '1.15rem' }}>{t('endCall.next')}</h2>
          <Plain>
            <li>
              {appointment.prescription ? (
                <>
                  {t('endCall.ready')} <Link to={`/patient/view-prescription?id=${encodeURIComponent(appointment.id)}`}>{t('endCall.viewPrescription')}</Link>
                </>
              ) : (
                t('endCall.notesSoon')
              )}
            </li>
            <li>{t('endCall.buy')}</li>
            {appointment.prescription && appointment.prescription.followUpInDays !== null && <li>{t('endCall.followUp', { days: appointment.prescription.followUpInDays })}</li>}
          </Plain>
        </>
      )}
      <p>
        <Link to={detail}>{t('endCall.details')}</Link> · <Link to="/patient/consultations">{t('endCall.mine')}</Link>
      </p>
      {children}
      <Hint>{richText((values) => t('endCall.help', values), { number: <CareNumberLink /> })}</Hint>
    </Card>
  );
}
