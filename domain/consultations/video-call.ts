import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import type { ErrorPolicy } from '../session/error-policy';
import { DATA_NOT_FOUND } from '../shared/constants';
import { describeApiError } from '../shared/errors';
import type { Meeting, VideoEventType } from './model';
import type { CallSession, ConsultationApi, DeviceCheck, DeviceCheckError, MediaDeviceOption, MediaDevicesPort, VideoCallPort } from './ports';

export type DeviceChoice = { cameraId: string | null; microphoneId: string | null };

export type CallPhase<Preview> =
  | { phase: 'loading' }
  | { phase: 'unavailable'; message: string }
  | { phase: 'checking'; meeting: Meeting }
  | { phase: 'devices-failed'; meeting: Meeting; error: DeviceCheckError; message: string }
  | { phase: 'ready'; meeting: Meeting; devices: DeviceCheck<Preview> }
  | { phase: 'joining'; meeting: Meeting }
  | { phase: 'waiting'; meeting: Meeting }
  | { phase: 'in-call'; meeting: Meeting; doctorName: string }
  | { phase: 'call-failed'; meeting: Meeting; message: string }
  | { phase: 'ended'; meeting: Meeting; doctorJoined: boolean };

export interface CallControls {
  microphoneOn: boolean;
  cameraOn: boolean;
  choice: DeviceChoice;
  /** What the last device check found, to switch between during the call. */
  cameras: MediaDeviceOption[];
  microphones: MediaDeviceOption[];
}

/** What the pre-call check says when the camera or microphone cannot be had. */
export function describeDeviceError(error: DeviceCheckError): string {
  switch (error.kind) {
    case 'denied':
      return 'Camera and microphone access is blocked. Allow it for this site in your browser (the camera icon in the address bar), then check again.';
    case 'missing':
      return `We could not find a ${error.device} on this device. Connect one and check again, or join from your phone.`;
    case 'in-use':
      return 'Your camera or microphone is in use by another app. Close that app and check again.';
    case 'unsupported':
      return 'This browser cannot make video calls. Please use a recent Chrome, Edge, Firefox or Safari.';
  }
}

/**
 * The video consultation of /consult/video-consult: the meeting, the pre-call device check,
 * the waiting room until the doctor joins, the call with its controls, and the end. Every step
 * is captured as a video event; a 409 on the way sends the patient back into the meeting
 * (spec §8).
 */
export class VideoConsultation<Preview, Surface> {
  private readonly phase = new BehaviorSubject<CallPhase<Preview>>({ phase: 'loading' });
  readonly phase$: Observable<CallPhase<Preview>> = this.phase.asObservable();
  private readonly controls = new BehaviorSubject<CallControls>({ microphoneOn: true, cameraOn: true, choice: { cameraId: null, microphoneId: null }, cameras: [], microphones: [] });
  readonly controls$: Observable<CallControls> = this.controls.asObservable();
  private session: CallSession | null = null;
  private events: Subscription | null = null;
  private doctorJoined = false;

  constructor(
    private readonly api: ConsultationApi,
    private readonly devices: MediaDevicesPort<Preview>,
    private readonly calls: VideoCallPort<Surface>,
    private readonly errors: ErrorPolicy,
  ) {}

  get current(): CallPhase<Preview> {
    return this.phase.value;
  }

  get currentControls(): CallControls {
    return this.controls.value;
  }

  async open(meetCode: string): Promise<void> {
    const code = meetCode.trim();
    if (code === '') {
      this.phase.next({ phase: 'unavailable', message: 'This call link is incomplete. Open the consultation from My Consultations and press Join.' });
      return;
    }
    const meeting = await this.api.meeting(code);
    if (meeting.isErr()) {
      // The page says why the call cannot open; a 409 still sends the patient back in (spec §8).
      this.errors.handle(meeting.error, { shown: 'inline', meetId: code });
      const message = meeting.error.kind === 'not-found' ? `${DATA_NOT_FOUND}: we could not find this consultation call.` : describeApiError(meeting.error);
      this.phase.next({ phase: 'unavailable', message });
      return;
    }
    if (meeting.value.status === 'CANCELLED' || meeting.value.status === 'COMPLETED' || meeting.value.status === 'MISSED') {
      this.phase.next({ phase: 'unavailable', message: 'This consultation has ended or was cancelled, so its call is closed.' });
      return;
    }
    await this.check(meeting.value);
  }

  /** Asks for the camera and microphone again, e.g. after the patient allowed them or chose another. */
  async checkDevices(choice?: DeviceChoice): Promise<void> {
    const current = this.phase.value;
    if (current.phase !== 'ready' && current.phase !== 'devices-failed' && current.phase !== 'checking') return;
    if (current.phase === 'ready') this.devices.close(current.devices.preview);
    if (choice) this.controls.next({ ...this.controls.value, choice });
    await this.check(current.meeting);
  }

  setMicrophone(on: boolean): void {
    this.controls.next({ ...this.controls.value, microphoneOn: on });
    this.session?.setMicrophone(on);
    if (this.session) this.capture(on ? 'UNMUTED' : 'MUTED');
  }

  setCamera(on: boolean): void {
    this.controls.next({ ...this.controls.value, cameraOn: on });
    this.session?.setCamera(on);
    if (this.session) this.capture(on ? 'CAMERA_ON' : 'CAMERA_OFF');
  }

  /** Another camera or microphone: before the call it re-runs the check, during it the call switches. */
  async switchDevices(choice: DeviceChoice): Promise<void> {
    if (this.session) {
      this.controls.next({ ...this.controls.value, choice });
      this.session.useDevices(choice);
      this.capture('DEVICE_SWITCHED');
      return;
    }
    await this.checkDevices(choice);
  }

  async join(surface: Surface, displayName: string): Promise<void> {
    const current = this.phase.value;
    if (current.phase !== 'ready') return;
    // The call opens the devices itself; the preview must let go of them first.
    this.devices.close(current.devices.preview);
    const meeting = current.meeting;
    this.phase.next({ phase: 'joining', meeting });
    const { microphoneOn, cameraOn, choice } = this.controls.value;
    const joined = await this.calls.join({ meeting, surface, displayName, devices: choice, microphoneOn, cameraOn });
    if (joined.isErr()) {
      this.phase.next({ phase: 'call-failed', meeting, message: joined.error.message });
      return;
    }
    this.session = joined.value;
    this.phase.next({ phase: 'waiting', meeting });
    this.capture('PATIENT_JOINED');
    this.events = joined.value.events$.subscribe((event) => {
      switch (event.kind) {
        case 'doctor-joined':
          this.doctorJoined = true;
          this.phase.next({ phase: 'in-call', meeting, doctorName: event.name });
          this.capture('DOCTOR_JOINED');
          return;
        case 'doctor-left':
          this.phase.next({ phase: 'waiting', meeting });
          return;
        case 'ended':
          void this.finish('CALL_ENDED');
          return;
        case 'failed':
          this.phase.next({ phase: 'call-failed', meeting, message: event.message });
      }
    });
  }

  /** Leave (or end) the call; resolves once the backend has the event, so the next page is current. */
  async leave(): Promise<void> {
    this.session?.leave();
    await this.finish(this.doctorJoined ? 'CALL_ENDED' : 'PATIENT_LEFT');
  }

  /** Releases the camera and microphone when the page goes away. */
  dispose(): void {
    const current = this.phase.value;
    if (current.phase === 'ready') this.devices.close(current.devices.preview);
    this.events?.unsubscribe();
    this.session?.leave();
    this.session = null;
  }

  private async finish(event: VideoEventType): Promise<void> {
    const current = this.phase.value;
    if (current.phase === 'ended' || current.phase === 'loading' || current.phase === 'unavailable') return;
    this.events?.unsubscribe();
    this.session = null;
    this.phase.next({ phase: 'ended', meeting: current.meeting, doctorJoined: this.doctorJoined });
    await this.capture(event);
  }

  private async check(meeting: Meeting): Promise<void> {
    this.phase.next({ phase: 'checking', meeting });
    const opened = await this.devices.open(this.controls.value.choice);
    if (opened.isErr()) {
      this.phase.next({ phase: 'devices-failed', meeting, error: opened.error, message: describeDeviceError(opened.error) });
      void this.capture('DEVICE_CHECK_FAILED', opened.error.kind);
      return;
    }
    this.controls.next({ ...this.controls.value, cameras: opened.value.cameras, microphones: opened.value.microphones });
    this.phase.next({ phase: 'ready', meeting, devices: opened.value });
    void this.capture('DEVICE_CHECK_PASSED');
  }

  private async capture(event: VideoEventType, detail?: string): Promise<void> {
    const current = this.phase.value;
    if (current.phase === 'loading' || current.phase === 'unavailable') return;
    const meetCode = current.meeting.meetCode;
    const captured = await this.api.captureVideoEvent(meetCode, event, detail);
    // Spec §8: a 409 in the call sends the patient back into the meeting and reloads. The
    // page never shows a capture's failure, so the policy toasts what §8 catalogues.
    if (captured.isErr()) this.errors.handle(captured.error, { shown: 'catalogue', meetId: meetCode });
  }
}
