import { Subject } from 'rxjs';
import { Err, Ok, type Result } from 'ts-results-es';
import type { CallEvent, CallSession, VideoCallPort } from '../../domain/consultations/ports';
import { domScriptLoader, type ScriptLoader } from './razorpay-gateway';

/** The part of Jitsi Meet's IFrame API (external_api.js) this adapter uses. */
export interface JitsiMeetApi {
  addListener(event: 'participantJoined', listener: (event: { id: string; displayName?: string }) => void): void;
  addListener(event: 'participantLeft', listener: (event: { id: string }) => void): void;
  addListener(event: 'readyToClose' | 'videoConferenceLeft', listener: () => void): void;
  executeCommand(command: 'toggleAudio' | 'toggleVideo' | 'hangup'): void;
  isAudioMuted(): Promise<boolean>;
  isVideoMuted(): Promise<boolean>;
  setAudioInputDevice(label: string, deviceId: string): void;
  setVideoInputDevice(label: string, deviceId: string): void;
  dispose(): void;
  /** The conference's iframe, which the API creates in `parentNode`. */
  getIFrame(): HTMLIFrameElement;
}

export interface JitsiMeetOptions {
  roomName: string;
  jwt?: string;
  parentNode: HTMLElement;
  width: string;
  height: number;
  userInfo: { displayName: string };
  configOverwrite: { startWithAudioMuted: boolean; startWithVideoMuted: boolean; prejoinPageEnabled: boolean; disableDeepLinking: boolean };
  devices?: { audioInput?: string; videoInput?: string };
}

export type JitsiMeetConstructor = new (domain: string, options: JitsiMeetOptions) => JitsiMeetApi;

export const JITSI_FAILED = 'We could not reach the video service. Check your connection and try again.';

export const JITSI_REFUSED = 'This call is set up on a video service this app does not use, so it cannot start. Please contact CareWell support.';

/**
 * The origin `https://{domain}` when the domain is a bare host (and port) whose origin is one of
 * `allowed`; null for anything else, such as a path, a query or credentials smuggled into it.
 */
export function allowedMeetingOrigin(domain: string, allowed: readonly string[]): string | null {
  if (!URL.canParse(`https://${domain}`)) return null;
  const url = new URL(`https://${domain}`);
  if (url.host !== domain.toLowerCase() || url.pathname !== '/' || url.search !== '' || url.hash !== '') return null;
  return allowed.includes(url.origin) ? url.origin : null;
}

/**
 * The live meeting service: a Jitsi Meet room (docs/api.md "Video consultation"). The room's
 * domain, name and token come from our API's meeting; the doctor is whoever else joins.
 * Only rooms on `allowedOrigins` (VITE_MEETING_ORIGINS) are joined: their script runs in our
 * page, so a host the API names is never trusted on the API's word alone.
 */
export class JitsiVideoCall implements VideoCallPort<HTMLElement> {
  constructor(
    private readonly allowedOrigins: readonly string[],
    private readonly loader: ScriptLoader = domScriptLoader,
    private readonly host: { JitsiMeetExternalAPI?: JitsiMeetConstructor } = window as unknown as { JitsiMeetExternalAPI?: JitsiMeetConstructor },
  ) {}

  async join(request: Parameters<VideoCallPort<HTMLElement>['join']>[0]): Promise<Result<CallSession, { kind: 'failed'; message: string }>> {
    const { room, doctorName } = request.meeting;
    const origin = allowedMeetingOrigin(room.domain, this.allowedOrigins);
    // Also when external_api.js is already here: it would open its frame on the room's domain.
    if (origin === null) return Err({ kind: 'failed', message: JITSI_REFUSED });
    if (!this.host.JitsiMeetExternalAPI) {
      const loaded = await this.loader.load(`${origin}/external_api.js`);
      if (!loaded || !this.host.JitsiMeetExternalAPI) return Err({ kind: 'failed', message: JITSI_FAILED });
    }
    const Meet = this.host.JitsiMeetExternalAPI;
    const events = new Subject<CallEvent>();
    const api = new Meet(room.domain, {
      roomName: room.roomName,
      ...(room.jwt ? { jwt: room.jwt } : {}),
      parentNode: request.surface,
      width: '100%',
      height: 480,
      userInfo: { displayName: request.displayName },
      configOverwrite: { startWithAudioMuted: !request.microphoneOn, startWithVideoMuted: !request.cameraOn, prejoinPageEnabled: false, disableDeepLinking: true },
      devices: { ...(request.devices.microphoneId ? { audioInput: request.devices.microphoneId } : {}), ...(request.devices.cameraId ? { videoInput: request.devices.cameraId } : {}) },
    });
    // The API leaves its frame unnamed; a screen reader announces this name on entering it.
    api.getIFrame().title = `Video consultation with ${doctorName}`;
    const others = new Set<string>();
    api.addListener('participantJoined', (event) => {
      others.add(event.id);
      events.next({ kind: 'doctor-joined', name: event.displayName || doctorName });
    });
    api.addListener('participantLeft', (event) => {
      others.delete(event.id);
      if (others.size === 0) events.next({ kind: 'doctor-left' });
    });
    api.addListener('readyToClose', () => events.next({ kind: 'ended' }));
    // toggle* flips the state: read it first, so a repeated press never inverts what the patient chose.
    const setMuted = (read: () => Promise<boolean>, command: 'toggleAudio' | 'toggleVideo', on: boolean) =>
      void read().then((muted) => {
        if (muted === on) api.executeCommand(command);
      });
    let left = false;
    return Ok({
      events$: events.asObservable(),
      setMicrophone: (on) => setMuted(() => api.isAudioMuted(), 'toggleAudio', on),
      setCamera: (on) => setMuted(() => api.isVideoMuted(), 'toggleVideo', on),
      useDevices: (choice) => {
        if (choice.microphoneId) api.setAudioInputDevice('', choice.microphoneId);
        if (choice.cameraId) api.setVideoInputDevice('', choice.cameraId);
      },
      leave: () => {
        if (left) return;
        left = true;
        api.executeCommand('hangup');
        api.dispose();
        events.complete();
      },
    });
  }
}
