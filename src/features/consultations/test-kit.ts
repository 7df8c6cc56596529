/** Helpers for the consultation component tests (imported only by *.test.tsx). */
import { screen, waitFor } from '@testing-library/react';
import type { Appointment } from '../../../domain/consultations/model';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import type { AppHarness } from '../../test/render-app';

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

/**
 * Moves the signed-in demo patient's upcoming consultation to today's first free slot: its doctor
 * is online round the clock, so the slot starts within 15 minutes and the call is open.
 */
export async function upcomingConsultationMovedToSoon(app: AppHarness): Promise<Appointment> {
  const catalogue = app.services.get(CONSULTATIONS.ConsultationCatalogue);
  const list = await app.services.get(CONSULTATIONS.ConsultationApi).appointments();
  const booked = list.unwrap().find((a) => a.status === 'BOOKED');
  if (!booked) throw new Error('the demo patient has an upcoming consultation');
  const [soon] = (await catalogue.slots(booked.doctor.id, catalogue.today()).value()).unwrap();
  if (!soon) throw new Error('a slot soon');
  (await app.services.get(CONSULTATIONS.MyConsultations).reschedule(booked, soon)).unwrap();
  return booked;
}
