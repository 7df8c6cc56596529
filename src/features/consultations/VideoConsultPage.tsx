import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { DeviceCheck } from '../../../domain/consultations/ports';
import type { DeviceChoice } from '../../../domain/consultations/video-call';
import { useObservable, useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { useDomainText } from '../../i18n/domain-text';
import { usePageTitle } from '../../i18n/page-titles';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { FormAlert } from '../../ui/form';
import { SignInFirst } from '../../ui/SignInFirst';
import { useSignedIn } from '../../ui/use-signed-in';
import { VideoCallIcon } from '../../ui/icons';
import { consultationsMessages } from './messages';

const Stage = styled.div`
  display: grid;
  gap: 1rem;
  video {
    width: min(100%, 480px);
    aspect-ratio: 4 / 3;
    background: #0f1f3d;
    border-radius: ${({ theme }) => theme.radius};
    transform: scaleX(-1);
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    font-weight: 600;
  }
  select {
    min-height: 44px;
    padding: 0.4rem 0.6rem;
    border: 1px solid ${({ theme }) => theme.colours.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
`;

const Leave = styled(Button)`
  background: ${({ theme }) => theme.colours.error};
  border-color: ${({ theme }) => theme.colours.error};
  color: #fff;
`;

/** The preview of the pre-call check: the camera the patient will be seen through. */
function Preview({ stream }: { stream: MediaStream }) {
  const t = consultationsMessages.useT();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return <video ref={video} autoPlay muted playsInline aria-label={t('video.preview')} />;
}

function DevicePickers({ devices, choice, onChange }: { devices: Pick<DeviceCheck<unknown>, 'cameras' | 'microphones'>; choice: DeviceChoice; onChange: (choice: DeviceChoice) => void }) {
  const t = consultationsMessages.useT();
  return (
    <>
      <label>
        {t('video.camera')}
        <select value={choice.cameraId ?? devices.cameras[0]?.id ?? ''} onChange={(e) => onChange({ ...choice, cameraId: e.target.value || null })}>
          {devices.cameras.map((camera) => (
            <option key={camera.id} value={camera.id}>
              {camera.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('video.microphone')}
        <select value={choice.microphoneId ?? devices.microphones[0]?.id ?? ''} onChange={(e) => onChange({ ...choice, microphoneId: e.target.value || null })}>
          {devices.microphones.map((microphone) => (
            <option key={microphone.id} value={microphone.id}>
              {microphone.label}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

/** Where a call leads: the consult routes, or the clinic's (MeraClinicPage). */
export interface CallRoutes {
  /** Where the call ends; `leftEarly` when the patient left before the doctor joined. */
  endCall: (appointmentId: string, leftEarly: boolean) => string;
  /** Where the patient goes when the call cannot open or the devices fail, and the link's words in the language on screen. */
  back: { to: string; label: string };
}

const endCall: CallRoutes['endCall'] = (appointmentId, leftEarly) => `/consult/end-call?aptId=${encodeURIComponent(appointmentId)}${leftEarly ? '&left=early' : ''}`;

/**
 * /consult/video-consult?meetCode=… (or meetId): the pre-call check of camera and microphone,
 * the waiting room until the doctor joins, the call with mute, camera, device switch and leave,
 * then /consult/end-call.
 */
export default function VideoConsultPage({ route }: PageProps) {
  const signedIn = useSignedIn();
  const t = consultationsMessages.useT();
  const title = usePageTitle(route);
  const back = t('video.back');
  const routes = useMemo<CallRoutes>(() => ({ endCall, back: { to: '/patient/consultations', label: back } }), [back]);
  if (!signedIn) return <SignInFirst title={title} what={t('video.signIn')} />;
  return <VideoCall routes={routes} />;
}

/** The call of a signed-in patient, leading where `routes` says. */
export function VideoCall({ routes }: { routes: CallRoutes }) {
  const makeCall = useUseCase(CONSULTATIONS.VideoConsultation);
  const t = consultationsMessages.useT();
  const say = useDomainText();
  const session = useUseCase(TOKENS.Session);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const meetCode = search.get('meetCode') ?? search.get('meetId') ?? '';
  const call = useMemo(() => makeCall(), [makeCall]);
  const phase = useObservable(call.phase$, { phase: 'loading' });
  const controls = useObservable(call.controls$, call.currentControls);
  const header = useObservable(session.header$, { kind: 'visitor' });
  const surface = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void call.open(meetCode);
    return () => call.dispose();
  }, [call, meetCode]);

  useEffect(() => {
    if (phase.phase === 'ended') navigate(routes.endCall(phase.meeting.appointmentId, !phase.doctorJoined), { replace: true });
  }, [phase, navigate, routes]);

  const displayName = header.kind === 'ready' ? header.detail.firstName : 'Patient';
  const inCall = phase.phase === 'joining' || phase.phase === 'waiting' || phase.phase === 'in-call';

  let body: ReactNode = null;
  switch (phase.phase) {
    case 'loading':
      body = <p role="status">{t('video.opening')}</p>;
      break;
    case 'unavailable':
      body = (
        <FormAlert role="alert">
          {say(phase.message)} <Link to={routes.back.to}>{routes.back.label}</Link>
        </FormAlert>
      );
      break;
    case 'checking':
      body = <p role="status">{t('video.checking')}</p>;
      break;
    case 'devices-failed':
      body = (
        <>
          <FormAlert role="alert">{say(phase.message)}</FormAlert>
          <Controls>
            <Button type="button" onClick={() => void call.checkDevices()}>
              {t('video.checkAgain')}
            </Button>
            <Link to={routes.back.to}>{routes.back.label}</Link>
          </Controls>
        </>
      );
      break;
    case 'ready':
      body = (
        <>
          <p role="status">{t('video.ready')}</p>
          <Preview stream={phase.devices.preview} />
          <Controls>
            <DevicePickers devices={phase.devices} choice={controls.choice} onChange={(choice) => void call.switchDevices(choice)} />
            <Button type="button" $variant="secondary" aria-pressed={!controls.microphoneOn} onClick={() => call.setMicrophone(!controls.microphoneOn)}>
              {controls.microphoneOn ? t('video.mute') : t('video.unmute')}
            </Button>
            <Button type="button" $variant="secondary" aria-pressed={!controls.cameraOn} onClick={() => call.setCamera(!controls.cameraOn)}>
              {controls.cameraOn ? t('video.cameraOff') : t('video.cameraOn')}
            </Button>
            <Button type="button" onClick={() => surface.current && void call.join(surface.current, displayName)}>
              <VideoCallIcon />
              {t('video.join')}
            </Button>
          </Controls>
        </>
      );
      break;
    case 'joining':
      body = <p role="status">{t('video.joining')}</p>;
      break;
    case 'waiting':
      body = <p role="status">{t('video.waiting', { doctor: phase.meeting.doctorName })}</p>;
      break;
    case 'in-call':
      body = <p role="status">{t('video.inCall', { doctor: phase.doctorName })}</p>;
      break;
    case 'call-failed':
      body = (
        <>
          <FormAlert role="alert">{say(phase.message)}</FormAlert>
          <Button type="button" onClick={() => void call.open(meetCode)}>
            {t('video.retry')}
          </Button>
        </>
      );
      break;
    case 'ended':
      body = <p role="status">{t('video.ended')}</p>;
      break;
  }

  const meeting = 'meeting' in phase ? phase.meeting : null;
  return (
    <Card>
      <PageTitle>{meeting ? t('video.titleWith', { doctor: meeting.doctorName }) : t('video.title')}</PageTitle>
      {meeting && <Hint style={{ marginBottom: '0.75rem' }}>{t('video.for', { patient: meeting.patientName })}</Hint>}
      <Stage>
        {body}
        <div ref={surface} aria-label={t('video.call')} role="region" hidden={!inCall} />
        {inCall && (
          <Controls role="group" aria-label={t('video.controls')}>
            {controls.cameras.length + controls.microphones.length > 0 && (
              <DevicePickers devices={controls} choice={controls.choice} onChange={(choice) => void call.switchDevices(choice)} />
            )}
            <Button type="button" $variant="secondary" aria-pressed={!controls.microphoneOn} onClick={() => call.setMicrophone(!controls.microphoneOn)}>
              {controls.microphoneOn ? t('video.mute') : t('video.unmute')}
            </Button>
            <Button type="button" $variant="secondary" aria-pressed={!controls.cameraOn} onClick={() => call.setCamera(!controls.cameraOn)}>
              {controls.cameraOn ? t('video.cameraOff') : t('video.cameraOn')}
            </Button>
            <Leave type="button" onClick={() => void call.leave()}>
              {phase.phase === 'in-call' ? t('video.end') : t('video.leave')}
            </Leave>
          </Controls>
        )}
      </Stage>
    </Card>
  );
}
