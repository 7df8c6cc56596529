import { Err, Ok, type Result } from 'ts-results-es';
import type { DeviceCheck, DeviceCheckError, MediaDeviceOption, MediaDevicesPort } from '../../domain/consultations/ports';

function constraint(deviceId: string | null): MediaTrackConstraints | boolean {
  return deviceId ? { deviceId: { exact: deviceId } } : true;
}

function options(devices: MediaDeviceInfo[], kind: MediaDeviceKind, fallback: string): MediaDeviceOption[] {
  return devices.filter((device) => device.kind === kind).map((device, i) => ({ id: device.deviceId, label: device.label || `${fallback} ${i + 1}` }));
}

/** The pre-call check over getUserMedia: permission, the devices there are, and a live preview. */
export class BrowserMediaDevices implements MediaDevicesPort<MediaStream> {
  constructor(private readonly media: MediaDevices | undefined = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices) {}

  async open(choice: { cameraId: string | null; microphoneId: string | null }): Promise<Result<DeviceCheck<MediaStream>, DeviceCheckError>> {
    const media = this.media;
    if (!media?.getUserMedia) return Err({ kind: 'unsupported' });
    let preview: MediaStream;
    try {
      preview = await media.getUserMedia({ video: constraint(choice.cameraId), audio: constraint(choice.microphoneId) });
    } catch (error) {
      return Err(await this.explain(media, error));
    }
    // Labels are only readable once permission is given, so the list is read after asking.
    const devices = await media.enumerateDevices().catch(() => [] as MediaDeviceInfo[]);
    return Ok({ cameras: options(devices, 'videoinput', 'Camera'), microphones: options(devices, 'audioinput', 'Microphone'), preview });
  }

  close(preview: MediaStream): void {
    preview.getTracks().forEach((track) => track.stop());
  }

  private async explain(media: MediaDevices, error: unknown): Promise<DeviceCheckError> {
    const name = error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException) ? (error as Error).name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError') return { kind: 'denied' };
    if (name === 'NotReadableError' || name === 'AbortError') return { kind: 'in-use' };
    const devices = await media.enumerateDevices().catch(() => [] as MediaDeviceInfo[]);
    const camera = devices.some((device) => device.kind === 'videoinput');
    const microphone = devices.some((device) => device.kind === 'audioinput');
    if (!camera && !microphone) return { kind: 'missing', device: 'camera and microphone' };
    if (!camera) return { kind: 'missing', device: 'camera' };
    if (!microphone) return { kind: 'missing', device: 'microphone' };
    return { kind: 'missing', device: 'camera and microphone' };
  }
}
