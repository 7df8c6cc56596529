import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { DeviceCheck } from '../../../domain/consultations/ports';
import type { DeviceChoice } from '../../../domain/consultations/video-call';
import { useObservable, useUseCase } from '../../app/di';
import type { PageProps } from '../../app/pages';
import { TOKENS } from '../../app/tokens';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import { Button, Card, Hint, PageTitle } from '../../ui/controls';
import { FormAlert } from '../../ui/form';
import { SignInFirst } from '../../ui/SignInFirst';
import { useSignedIn } from '../../ui/use-signed-in';
import { VideoCallIcon } from '../../ui/icons';

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
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  return <video ref={video} autoPlay muted playsInline aria-label="Your camera preview" />;
}

function DevicePickers({ devices, choice, onChange }: { devices: Pick<DeviceCheck<unknown>, 'cameras' | 'microphones'>; choice: DeviceChoice; onChange: (choice: DeviceChoice) => void }) {
  return (
    <>
      <label>
        Camera
        <select value={choice.cameraId ?? devices.cameras[0]?.id ?? ''} onChange={(e) => onChange({ ...choice, cameraId: e.target.value || null })}>
          {devices.cameras.map((camera) => (
            <option key={camera.id} value={camera.id}>
              {camera.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Microphone
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
  /** Where the patient goes when the call cannot open or the devices fail. */
  back: { to: string; label: string };
}

const CONSULT_ROUTES: CallRoutes = {
  endCall: (appointmentId, leftEarly) => `/consult/end-call?aptId=${encodeURIComponent(appointmentId)}${leftEarly ? '&left=early' : ''}`,
  back: { to: '/patient/consultations', label: 'Back to My Consultations' },
};

/**
 * /consult/video-consult?meetCode=… (or meetId): the pre-call check of camera and microphone,
 * the waiting room until the doctor joins, the call with mute, camera, device switch and leave,
 * then /consult/end-call.
 */
export default function VideoConsultPage({ route }: PageProps) {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst title={route.title} what="your consultation call" />;
  return <VideoCall routes={CONSULT_ROUTES} />;
}

/** The call of a signed-in patient, leading where `routes` says. */
export function VideoCall({ routes }: { routes: CallRoutes }) {
  const makeCall = useUseCase(CONSULTATIONS.VideoConsultation);
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
      body = <p role="status">Opening your consultation…</p>;
      break;
    case 'unavailable':
      body = (
        <FormAlert role="alert">
          {phase.message} <Link to={routes.back.to}>{routes.back.label}</Link>
        </FormAlert>
      );
      break;
    case 'checking':
      body = <p role="status">Checking your camera and microphone… If your browser asks, choose Allow.</p>;
      break;
    case 'devices-failed':
      body = (
        <>
          <FormAlert role="alert">{phase.message}</FormAlert>
          <Controls>
            <Button type="button" onClick={() => void call.checkDevices()}>
              Check again
            </Button>
            <Link to={routes.back.to}>{routes.back.label}</Link>
          </Controls>
        </>
      );
      break;
    case 'ready':
      body = (
        <>
          <p role="status">Your camera and microphone work. Check how you look, then join.</p>
          <Preview stream={phase.devices.preview} />
          <Controls>
            <DevicePickers devices={phase.devices} choice={controls.choice} onChange={(choice) => void call.switchDevices(choice)} />
            <Button type="button" $variant="secondary" aria-pressed={!controls.microphoneOn} onClick={() => call.setMicrophone(!controls.microphoneOn)}>
              {controls.microphoneOn ? 'Mute' : 'Unmute'}
            </Button>
            <Button type="button" $variant="secondary" aria-pressed={!controls.cameraOn} onClick={() => call.setCamera(!controls.cameraOn)}>
              {controls.cameraOn ? 'Turn camera off' : 'Turn camera on'}
            </Button>
            <Button type="button" onClick={() => surface.current && void call.join(surface.current, displayName)}>
              <VideoCallIcon />
              Join the call
            </Button>
          </Controls>
        </>
      );
      break;
    case 'joining':
      body = <p role="status">Joining…</p>;
      break;
    case 'waiting':
      body = <p role="status">You are in the waiting room. {phase.meeting.doctorName} will join shortly; please stay on this page.</p>;
      break;
    case 'in-call':
      body = <p role="status">In the call with {phase.doctorName}.</p>;
      break;
    case 'call-failed':
      body = (
        <>
          <FormAlert role="alert">{phase.message}</FormAlert>
          <Button type="button" onClick={() => void call.open(meetCode)}>
            Try again
          </Button>
        </>
      );
      break;
    case 'ended':
      body = <p role="status">The call has ended.</p>;
      break;
  }

  const meeting = 'meeting' in phase ? phase.meeting : null;
  return (
    <Card>
      <PageTitle>{meeting ? `Video consultation with ${meeting.doctorName}` : 'Video consultation'}</PageTitle>
      {meeting && <Hint style={{ marginBottom: '0.75rem' }}>For {meeting.patientName}</Hint>}
      <Stage>
        {body}
        <div ref={surface} aria-label="Call" role="region" hidden={!inCall} />
        {inCall && (
          <Controls role="group" aria-label="Call controls">
            {controls.cameras.length + controls.microphones.length > 0 && (
              <DevicePickers devices={controls} choice={controls.choice} onChange={(choice) => void call.switchDevices(choice)} />
            )}
            <Button type="button" $variant="secondary" aria-pressed={!controls.microphoneOn} onClick={() => call.setMicrophone(!controls.microphoneOn)}>
              {controls.microphoneOn ? 'Mute' : 'Unmute'}
            </Button>
            <Button type="button" $variant="secondary" aria-pressed={!controls.cameraOn} onClick={() => call.setCamera(!controls.cameraOn)}>
              {controls.cameraOn ? 'Turn camera off' : 'Turn camera on'}
            </Button>
            <Leave type="button" onClick={() => void call.leave()}>
              {phase.phase === 'in-call' ? 'End call' : 'Leave'}
            </Leave>
          </Controls>
        )}
      </Stage>
    </Card>
  );
}
