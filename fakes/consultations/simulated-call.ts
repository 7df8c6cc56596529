import { Subject } from 'rxjs';
import { Ok } from 'ts-results-es';
import type { CallEvent, CallSession, VideoCallPort } from '../../domain/consultations/ports';

/** The simulated doctor joins this long after the patient, so a demo shows the waiting room. */
export const SIMULATED_DOCTOR_DELAY_MS = 4000;

export interface SimulatedCallView {
  setMicrophone(on: boolean): void;
  setCamera(on: boolean): void;
  useDevices(cameraId: string | null, microphoneId: string | null): void;
  leave(): void;
}

/** What opening the camera and microphone came to: the tracks got, or the error's name. */
export type LocalMediaOutcome = { ok: true; tracks: { kind: string; readyState: string }[] } | { ok: false; error: string };

/**
 * Draws the call into `parent`: the patient's own camera (getUserMedia with the chosen devices)
 * and the doctor's tile, which comes alive `delayMs` after joining. Self-contained (no imports,
 * no outer names) because the Jitsi stand-in of the HTTP end-to-end tests embeds its source.
 * `onMedia` hears how each opening of the devices went (the stand-in reports it to the page).
 */
export function renderSimulatedCall(
  doc: Document,
  parent: HTMLElement,
  options: { doctorName: string; cameraId: string | null; microphoneId: string | null; microphoneOn: boolean; cameraOn: boolean; delayMs: number },
  onDoctorJoined: () => void,
  onMedia?: (outcome: LocalMediaOutcome) => void,
): SimulatedCallView {
  let stream: MediaStream | null = null;
  let micOn = options.microphoneOn;
  let camOn = options.cameraOn;
  let left = false;
  const grid = doc.createElement('div');
  grid.setAttribute('data-call-grid', '');
  grid.style.cssText = 'display:grid;grid-template-columns:repeat(auto-fit,minmax(240px,1fr));gap:12px;width:100%;';
  const tile = (label: string) => {
    const box = doc.createElement('figure');
    box.style.cssText = 'margin:0;position:relative;background:#0f1f3d;border-radius:12px;aspect-ratio:4/3;overflow:hidden;display:flex;align-items:center;justify-content:center;color:#fff;';
    const caption = doc.createElement('figcaption');
    caption.textContent = label;
    caption.style.cssText = 'position:absolute;left:8px;bottom:8px;background:rgba(0,0,0,.55);padding:2px 8px;border-radius:6px;font-size:14px;';
    box.appendChild(caption);
    return { box, caption };
  };
  const doctor = tile(options.doctorName);
  const avatar = doc.createElement('div');
  avatar.style.cssText = 'width:96px;height:96px;border-radius:50%;background:#1A4BA1;display:flex;align-items:center;justify-content:center;font-size:36px;font-weight:700;';
  avatar.textContent = options.doctorName.replace(/^(Dr|Mr|Ms)\.?\s+/, '').split(/\s+/).map((part) => part.charAt(0)).join('').slice(0, 2);
  avatar.style.opacity = '0.35';
  doctor.box.appendChild(avatar);
  doctor.caption.textContent = `Waiting for ${options.doctorName}`;
  const self = tile('You');
  const video = doc.createElement('video');
  video.muted = true;
  video.autoplay = true;
  video.setAttribute('playsinline', '');
  video.setAttribute('aria-label', 'Your camera');
  video.style.cssText = 'width:100%;height:100%;object-fit:cover;transform:scaleX(-1);';
  self.box.insertBefore(video, self.caption);
  grid.appendChild(doctor.box);
  grid.appendChild(self.box);
  parent.appendChild(grid);

  const apply = () => {
    if (!stream) return;
    stream.getAudioTracks().forEach((track) => (track.enabled = micOn));
    stream.getVideoTracks().forEach((track) => (track.enabled = camOn));
    video.style.visibility = camOn ? 'visible' : 'hidden';
    self.caption.textContent = `You${micOn ? '' : ' (muted)'}${camOn ? '' : ' (camera off)'}`;
  };
  const open = (cameraId: string | null, microphoneId: string | null) => {
    const media = doc.defaultView?.navigator.mediaDevices;
    if (!media) {
      // No mediaDevices at all: not a secure context.
      onMedia?.({ ok: false, error: 'no navigator.mediaDevices' });
      return;
    }
    media
      .getUserMedia({ video: cameraId ? { deviceId: { exact: cameraId } } : true, audio: microphoneId ? { deviceId: { exact: microphoneId } } : true })
      .then((opened) => {
        if (left) {
          opened.getTracks().forEach((track) => track.stop());
          return;
        }
        stream?.getTracks().forEach((track) => track.stop());
        stream = opened;
        video.srcObject = opened;
        apply();
        onMedia?.({ ok: true, tracks: opened.getTracks().map((track) => ({ kind: track.kind, readyState: track.readyState })) });
      })
      .catch((error: unknown) => {
        self.caption.textContent = 'You (no camera)';
        onMedia?.({ ok: false, error: error instanceof Error ? error.name : String(error) });
      });
  };
  open(options.cameraId, options.microphoneId);
  const timer = doc.defaultView?.setTimeout(() => {
    if (left) return;
    avatar.style.opacity = '1';
    doctor.caption.textContent = options.doctorName;
    onDoctorJoined();
  }, options.delayMs);

  return {
    setMicrophone(on) {
      micOn = on;
      apply();
    },
    setCamera(on) {
      camOn = on;
      apply();
    },
    useDevices(cameraId, microphoneId) {
      open(cameraId, microphoneId);
    },
    leave() {
      left = true;
      if (timer !== undefined) doc.defaultView?.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
      grid.remove();
    },
  };
}

/** The meeting service on the fake backend: the patient's own camera, and a doctor who joins after a few seconds. */
export class SimulatedVideoCall implements VideoCallPort<HTMLElement> {
  constructor(private readonly delayMs = SIMULATED_DOCTOR_DELAY_MS) {}

  async join(request: Parameters<VideoCallPort<HTMLElement>['join']>[0]) {
    const events = new Subject<CallEvent>();
    const doctorName = request.meeting.doctorName;
    const view = renderSimulatedCall(
      request.surface.ownerDocument,
      request.surface,
      { doctorName, ...request.devices, microphoneOn: request.microphoneOn, cameraOn: request.cameraOn, delayMs: this.delayMs },
      () => events.next({ kind: 'doctor-joined', name: doctorName }),
    );
    const session: CallSession = {
      events$: events.asObservable(),
      setMicrophone: (on) => view.setMicrophone(on),
      setCamera: (on) => view.setCamera(on),
      useDevices: (choice) => view.useDevices(choice.cameraId, choice.microphoneId),
      leave: () => {
        view.leave();
        events.complete();
      },
    };
    return Ok(session);
  }
}
