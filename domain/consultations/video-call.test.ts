import { Subject } from 'rxjs';
import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import type { Meeting } from './model';
import type { CallEvent, CallSession, DeviceCheckError, MediaDevicesPort, VideoCallPort } from './ports';
import { testApi, testErrors } from './test-support';
import { VideoConsultation } from './video-call';

const MEETING: Meeting = {
  meetCode: 'meet-abc',
  appointmentId: 'apt-1',
  doctorName: 'Dr. Ananya Rao',
  patientName: 'Priya Sharma',
  status: 'BOOKED',
  room: { domain: 'meet.carewell.in', roomName: 'meet-abc', jwt: null },
};

function setup(devicesResult: Awaited<ReturnType<MediaDevicesPort<string>['open']>> = Ok({ cameras: [{ id: 'cam', label: 'FaceTime HD' }], microphones: [{ id: 'mic', label: 'Built-in' }], preview: 'stream-1' })) {
  const captured: string[] = [];
  const api = testApi({
    meeting: async (code) => (code === MEETING.meetCode ? Ok(MEETING) : Err({ kind: 'not-found', message: 'Data Not Found' })),
    captureVideoEvent: async (_code, event) => {
      captured.push(event);
      return Ok(null);
    },
  });
  const closed: string[] = [];
  const devices: MediaDevicesPort<string> = { open: vi.fn(async () => devicesResult), close: (preview) => closed.push(preview) };
  const events = new Subject<CallEvent>();
  const session: CallSession = { events$: events, setMicrophone: vi.fn(), setCamera: vi.fn(), useDevices: vi.fn(), leave: vi.fn() };
  const calls: VideoCallPort<string> = { join: vi.fn(async () => Ok(session)) };
  const { errors, moves } = testErrors();
  const call = new VideoConsultation(api, devices, calls, errors);
  return { call, captured, closed, events, session, calls, moves, devices };
}

describe('the video consultation', () => {
  it('checks the devices, waits for the doctor, holds the call and ends it, capturing each step', async () => {
    const { call, captured, closed, events, session } = setup();
    await call.open('meet-abc');
    expect(call.current.phase).toBe('ready');
    await call.join('surface', 'Priya');
    expect(closed).toEqual(['stream-1']);
    expect(call.current.phase).toBe('waiting');
    events.next({ kind: 'doctor-joined', name: 'Dr. Ananya Rao' });
    expect(call.current).toMatchObject({ phase: 'in-call', doctorName: 'Dr. Ananya Rao' });
    call.setMicrophone(false);
    call.setCamera(false);
    expect(session.setMicrophone).toHaveBeenCalledWith(false);
    expect(session.setCamera).toHaveBeenCalledWith(false);
    await call.leave();
    expect(session.leave).toHaveBeenCalled();
    expect(call.current).toMatchObject({ phase: 'ended', doctorJoined: true });
    expect(captured).toEqual(['DEVICE_CHECK_PASSED', 'PATIENT_JOINED', 'DOCTOR_JOINED', 'MUTED', 'CAMERA_OFF', 'CALL_ENDED']);
  });

  it('explains a blocked camera and checks again on request', async () => {
    const denied: DeviceCheckError = { kind: 'denied' };
    const { call, captured, devices } = setup(Err(denied));
    await call.open('meet-abc');
    expect(call.current).toMatchObject({ phase: 'devices-failed', message: expect.stringMatching(/access is blocked/) });
    expect(captured).toEqual(['DEVICE_CHECK_FAILED']);
    await call.checkDevices();
    expect(devices.open).toHaveBeenCalledTimes(2);
  });

  it('names the missing device', async () => {
    const { call } = setup(Err({ kind: 'missing', device: 'camera' }));
    await call.open('meet-abc');
    expect(call.current).toMatchObject({ message: expect.stringMatching(/could not find a camera/) });
  });

  it('says so when the meeting code is unknown or missing', async () => {
    const { call } = setup();
    await call.open('nope');
    expect(call.current).toMatchObject({ phase: 'unavailable', message: expect.stringMatching(/Data Not Found/) });
    await call.open('');
    expect(call.current).toMatchObject({ phase: 'unavailable', message: expect.stringMatching(/link is incomplete/) });
  });

  it('leaving before the doctor joins is recorded as the patient leaving, not the call ending', async () => {
    const { call, captured } = setup();
    await call.open('meet-abc');
    await call.join('surface', 'Priya');
    await call.leave();
    expect(captured.at(-1)).toBe('PATIENT_LEFT');
    expect(call.current).toMatchObject({ phase: 'ended', doctorJoined: false });
  });

  it('goes back into the meeting on a 409, loading it afresh, as spec §8 says', async () => {
    const { errors, moves } = testErrors();
    const call = new VideoConsultation(
      testApi({ meeting: async () => Err({ kind: 'conflict', message: 'stale' }) }),
      { open: async () => Err({ kind: 'unsupported' }), close: () => undefined },
      { join: async () => Err({ kind: 'failed', message: 'x' }) },
      errors,
    );
    await call.open('meet-abc');
    expect(moves).toEqual(['/consult/video-consult?meetCode=meet-abc']);
  });

  it('goes back into the meeting, loading it afresh, when joining is refused with a 409 (the join event), as spec §8 says', async () => {
    const { errors, moves, toasts } = testErrors();
    const call = new VideoConsultation(
      testApi({
        meeting: async () => Ok(MEETING),
        captureVideoEvent: async (_code, event) => (event === 'PATIENT_JOINED' ? Err({ kind: 'conflict', message: 'The call moved to another device' }) : Ok(null)),
      }),
      { open: async () => Ok({ cameras: [], microphones: [], preview: 'stream-1' }), close: () => undefined },
      { join: async () => Ok({ events$: new Subject<CallEvent>(), setMicrophone: vi.fn(), setCamera: vi.fn(), useDevices: vi.fn(), leave: vi.fn() }) },
      errors,
    );
    await call.open('meet-abc');
    expect(moves).toEqual([]);
    await call.join('surface', 'Priya');
    await vi.waitFor(() => expect(moves).toEqual(['/consult/video-consult?meetCode=meet-abc']));
    expect(toasts).toEqual([]);
  });

  it('toasts the server’s reason when it refuses a call event, which the page does not show', async () => {
    const { errors, toasts, moves } = testErrors();
    const call = new VideoConsultation(
      testApi({ meeting: async () => Ok(MEETING), captureVideoEvent: async () => Err({ kind: 'rejected', message: 'Unknown event for this meeting' }) }),
      { open: async () => Ok({ cameras: [], microphones: [], preview: 'stream-1' }), close: () => undefined },
      { join: async () => Err({ kind: 'failed', message: 'x' }) },
      errors,
    );
    await call.open('meet-abc');
    await vi.waitFor(() => expect(toasts).toEqual(['Unknown event for this meeting']));
    expect(moves).toEqual([]);
  });
});
