import { describe, expect, it, vi } from 'vitest';
import type { CallEvent } from '../../domain/consultations/ports';
import type { Meeting } from '../../domain/consultations/model';
import { allowedMeetingOrigin, JITSI_FAILED, JITSI_REFUSED, JitsiVideoCall, type JitsiMeetApi, type JitsiMeetConstructor, type JitsiMeetOptions } from './jitsi-video-call';

const ALLOWED = ['https://meet.carewell.in'];

const MEETING: Meeting = {
  meetCode: 'cw41abc',
  appointmentId: 'apt41',
  doctorName: 'Dr. Kavitha Reddy',
  patientName: 'Amit Sharma',
  status: 'BOOKED',
  room: { domain: 'meet.carewell.in', roomName: 'CareWellcw41abc', jwt: 'jwt-1' },
};

function fakeJitsi() {
  const listeners: Record<string, ((event: never) => void)[]> = {};
  const state = { audioMuted: false, videoMuted: false };
  const commands: string[] = [];
  let options: JitsiMeetOptions | null = null;
  const frame = { title: '' } as HTMLIFrameElement;
  const api: JitsiMeetApi = {
    addListener: (event: string, listener: (event: never) => void) => {
      (listeners[event] ??= []).push(listener);
    },
    executeCommand: (command) => {
      commands.push(command);
      if (command === 'toggleAudio') state.audioMuted = !state.audioMuted;
      if (command === 'toggleVideo') state.videoMuted = !state.videoMuted;
    },
    isAudioMuted: async () => state.audioMuted,
    isVideoMuted: async () => state.videoMuted,
    setAudioInputDevice: vi.fn(),
    setVideoInputDevice: vi.fn(),
    dispose: vi.fn(),
    getIFrame: () => frame,
  } as JitsiMeetApi;
  const Meet = vi.fn(function (this: unknown, _domain: string, given: JitsiMeetOptions) {
    options = given;
    return api;
  }) as unknown as JitsiMeetConstructor;
  const emit = (event: string, payload?: unknown) => listeners[event]?.forEach((listener) => listener(payload as never));
  return { Meet, api, commands, emit, frame, options: () => options };
}

const request = (surface: object, meeting: Meeting = MEETING) => ({
  meeting,
  surface: surface as HTMLElement,
  displayName: 'Priya',
  devices: { cameraId: 'cam-1', microphoneId: null },
  microphoneOn: true,
  cameraOn: false,
});

describe('the Jitsi meeting adapter', () => {
  it('loads the room’s external_api.js, joins the room with its token and the chosen devices, and reports the doctor joining', async () => {
    const jitsi = fakeJitsi();
    const host: { JitsiMeetExternalAPI?: JitsiMeetConstructor } = {};
    const loader = { load: vi.fn(async () => ((host.JitsiMeetExternalAPI = jitsi.Meet), true)) };
    const joined = await new JitsiVideoCall(ALLOWED, loader, host).join(request({}));
    expect(loader.load).toHaveBeenCalledWith('https://meet.carewell.in/external_api.js');
    expect(jitsi.options()).toMatchObject({ roomName: 'CareWellcw41abc', jwt: 'jwt-1', userInfo: { displayName: 'Priya' }, configOverwrite: { startWithAudioMuted: false, startWithVideoMuted: true }, devices: { videoInput: 'cam-1' } });
    const events: CallEvent[] = [];
    joined.unwrap().events$.subscribe((event) => events.push(event));
    jitsi.emit('participantJoined', { id: 'doc' });
    jitsi.emit('participantLeft', { id: 'doc' });
    jitsi.emit('readyToClose');
    expect(events).toEqual([{ kind: 'doctor-joined', name: 'Dr. Kavitha Reddy' }, { kind: 'doctor-left' }, { kind: 'ended' }]);
    expect(jitsi.frame.title).toBe('Video consultation with Dr. Kavitha Reddy');
  });

  it('mutes and unmutes to the state asked for, never inverting a repeated press', async () => {
    const jitsi = fakeJitsi();
    const session = (await new JitsiVideoCall(ALLOWED, { load: async () => true }, { JitsiMeetExternalAPI: jitsi.Meet }).join(request({}))).unwrap();
    session.setMicrophone(false);
    await Promise.resolve();
    session.setMicrophone(false);
    await Promise.resolve();
    expect(jitsi.commands.filter((c) => c === 'toggleAudio')).toHaveLength(1);
    session.leave();
    session.leave();
    expect(jitsi.commands.filter((c) => c === 'hangup')).toHaveLength(1);
  });

  it('says so when the video service cannot be reached', async () => {
    const joined = await new JitsiVideoCall(ALLOWED, { load: async () => false }, {}).join(request({}));
    expect(joined.isErr() && joined.error).toEqual({ kind: 'failed', message: JITSI_FAILED });
  });

  it('refuses a room on a host that is not a configured meeting origin: a clear message, no script loaded, no room opened', async () => {
    const jitsi = fakeJitsi();
    const loader = { load: vi.fn(async () => true) };
    const elsewhere = { ...MEETING, room: { ...MEETING.room, domain: 'meet.elsewhere.example' } };
    const refused = await new JitsiVideoCall(ALLOWED, loader, {}).join(request({}, elsewhere));
    expect(refused.isErr() && refused.error).toEqual({ kind: 'failed', message: JITSI_REFUSED });
    expect(loader.load).not.toHaveBeenCalled();
    // Nor through an external_api.js already on the page, which would frame the room's host.
    const loaded = await new JitsiVideoCall(ALLOWED, loader, { JitsiMeetExternalAPI: jitsi.Meet }).join(request({}, elsewhere));
    expect(loaded.isErr() && loaded.error).toEqual({ kind: 'failed', message: JITSI_REFUSED });
    expect(jitsi.Meet).not.toHaveBeenCalled();
    const none = await new JitsiVideoCall([], loader, {}).join(request({}));
    expect(none.isErr() && none.error).toEqual({ kind: 'failed', message: JITSI_REFUSED });
    expect(loader.load).not.toHaveBeenCalled();
  });

  it.each([
    ['meet.carewell.in', 'https://meet.carewell.in'],
    ['Meet.CareWell.in', 'https://meet.carewell.in'],
    ['meet.carewell.in:443', null],
    ['meet.carewell.in:8443', null],
    ['meet.carewell.in.evil.example', null],
    ['evil.example/meet.carewell.in', null],
    ['meet.carewell.in@evil.example', null],
    ['evil.example#meet.carewell.in', null],
    ['meet.carewell.in/other', null],
    ['meet.carewell.in?x=1', null],
    ['', null],
  ])('accepts the room domain %j as the origin %j only when it is a bare allowed host', (domain, origin) => {
    expect(allowedMeetingOrigin(domain, ALLOWED)).toBe(origin);
  });
});
