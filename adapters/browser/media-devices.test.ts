import { describe, expect, it } from 'vitest';
import type { Result } from 'ts-results-es';
import { BrowserMediaDevices } from './media-devices';

function errorOf<T, E>(result: Result<T, E>): E | null {
  return result.isErr() ? result.error : null;
}

function failing(name: string, kinds: MediaDeviceKind[]): MediaDevices {
  return {
    getUserMedia: async () => {
      const error = new Error('refused');
      error.name = name;
      throw error;
    },
    enumerateDevices: async () => kinds.map((kind) => ({ kind, deviceId: kind, label: '', groupId: '' }) as MediaDeviceInfo),
  } as unknown as MediaDevices;
}

describe('the pre-call device check', () => {
  it('tells a blocked permission from a device in use by another app', async () => {
    expect(errorOf(await new BrowserMediaDevices(failing('NotAllowedError', ['videoinput', 'audioinput'])).open({ cameraId: null, microphoneId: null }))).toEqual({ kind: 'denied' });
    expect(errorOf(await new BrowserMediaDevices(failing('NotReadableError', ['videoinput', 'audioinput'])).open({ cameraId: null, microphoneId: null }))).toEqual({ kind: 'in-use' });
  });

  it('names the device that is missing', async () => {
    expect(errorOf(await new BrowserMediaDevices(failing('NotFoundError', ['audioinput'])).open({ cameraId: null, microphoneId: null }))).toEqual({ kind: 'missing', device: 'camera' });
    expect(errorOf(await new BrowserMediaDevices(failing('NotFoundError', ['videoinput'])).open({ cameraId: null, microphoneId: null }))).toEqual({ kind: 'missing', device: 'microphone' });
    expect(errorOf(await new BrowserMediaDevices(failing('NotFoundError', [])).open({ cameraId: null, microphoneId: null }))).toEqual({ kind: 'missing', device: 'camera and microphone' });
  });

  it('says the browser cannot make calls when it has no getUserMedia', async () => {
    expect(errorOf(await new BrowserMediaDevices(undefined).open({ cameraId: null, microphoneId: null }))).toEqual({ kind: 'unsupported' });
  });

  it('lists the cameras and microphones with readable names once allowed', async () => {
    const stream = { getTracks: () => [] } as unknown as MediaStream;
    const media = {
      getUserMedia: async () => stream,
      enumerateDevices: async () => [
        { kind: 'videoinput', deviceId: 'c1', label: 'HD Webcam', groupId: '' },
        { kind: 'audioinput', deviceId: 'm1', label: '', groupId: '' },
      ],
    } as unknown as MediaDevices;
    const opened = await new BrowserMediaDevices(media).open({ cameraId: null, microphoneId: null });
    expect(opened.isOk() && { cameras: opened.value.cameras, microphones: opened.value.microphones }).toEqual({
      cameras: [{ id: 'c1', label: 'HD Webcam' }],
      microphones: [{ id: 'm1', label: 'Microphone 1' }],
    });
  });
});
