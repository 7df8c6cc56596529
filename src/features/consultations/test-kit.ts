/** Helpers for the consultation component tests (imported only by *.test.tsx). */
import { screen, waitFor } from '@testing-library/react';

/** Demo doctors (fakes/consultations/doctors.ts). */
export const DOCTORS = {
  /** Dermatologist online round the clock, ₹699. */
  kavitha: { id: 'dr301', name: 'Dr. Kavitha Reddy', fee: '₹699.00' },
} as const;

/** Priya's husband in the family seed (fakes/family/demo-data.ts). */
export const PRIYAS_HUSBAND = { id: 'fm-1', name: 'Amit Sharma' } as const;

/** The first free slot on the picker shown. */
export async function chooseFirstSlot(): Promise<HTMLElement> {
  const group = await screen.findAllByRole('group', { name: /(Morning|Afternoon|Evening) slots/ });
  const first = group[0]?.querySelector('button');
  if (!first) throw new Error('no free slot shown');
  return first;
}

export function demoCheckout(): HTMLElement {
  return screen.getByRole('dialog', { name: 'Demo payment' });
}

export async function waitForDemoCheckout(): Promise<HTMLElement> {
  return waitFor(demoCheckout);
}

/** A camera and microphone that answer as Chromium's fake devices do, or refuse as the test says. */
export function fakeMediaDevices(refusal?: 'NotAllowedError' | 'NotFoundError'): MediaDevices {
  const track = (kind: string) => ({ kind, enabled: true, stop: () => undefined });
  const stream = {
    getTracks: () => [track('audio'), track('video')],
    getAudioTracks: () => [track('audio')],
    getVideoTracks: () => [track('video')],
  };
  return {
    getUserMedia: async () => {
      if (refusal) {
        const error = new Error('refused');
        error.name = refusal;
        throw error;
      }
      return stream;
    },
    enumerateDevices: async () =>
      refusal === 'NotFoundError'
        ? [{ kind: 'audioinput', deviceId: 'mic-1', label: '', groupId: '' }]
        : [
            { kind: 'videoinput', deviceId: 'cam-1', label: 'Fake webcam', groupId: '' },
            { kind: 'audioinput', deviceId: 'mic-1', label: 'Fake microphone', groupId: '' },
          ],
  } as unknown as MediaDevices;
}

export function installMediaDevices(media: MediaDevices | undefined): void {
  Object.defineProperty(navigator, 'mediaDevices', { value: media, configurable: true });
}
