/** Helpers for the consultation component tests (imported only by *.test.tsx). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Appointment } from '../../../domain/consultations/model';
import { CONSULTATIONS } from '../../app/modules/consultations/tokens';
import type { AppHarness } from '../../test/render-app';
import { minutesUntilSlot, SLOT_LEAD_MINUTES } from '../../test/slot-time';

/** Demo doctors (fakes/consultations/doctors.ts). */
export const DOCTORS = {
  /** Dermatologist online round the clock, ₹699. */
  kavitha: { id: 'dr301', name: 'Dr. Kavitha Reddy', fee: '₹699.00' },
} as const;

/** Priya's husband in the family seed (fakes/family/demo-data.ts). */
export const PRIYAS_HUSBAND = { id: 'fm-1', name: 'Amit Sharma' } as const;

/** What the slot picker says when the doctor has no slot left today (late in the Indian evening), or none on another date. */
const NONE_LEFT = /^No free slots on .+\. Try another date\.$/;
const SLOT_GROUPS = /(Morning|Afternoon|Evening) slots/;

/**
 * The first free slot on the picker shown that is at least SLOT_LEAD_MINUTES away; when the
 * date shown has none (the suite may run late in the Indian evening), the first of the next
 * date, as a patient would choose.
 */
export async function chooseFirstSlot(): Promise<HTMLElement> {
  for (;;) {
    await waitFor(() => expect(screen.queryAllByRole('group', { name: SLOT_GROUPS }).length > 0 || screen.queryByText(NONE_LEFT) !== null).toBe(true), { timeout: 10_000 });
    const dates = within(screen.getByRole('group', { name: 'Dates' })).getAllByRole('button');
    const day = dates.findIndex((date) => date.getAttribute('aria-pressed') === 'true');
    const slots = screen.queryAllByRole('group', { name: SLOT_GROUPS }).flatMap((group) => Array.from(group.querySelectorAll('button')));
    const first = slots.find((slot) => minutesUntilSlot(slot.textContent ?? '', day) >= SLOT_LEAD_MINUTES);
    if (first) return first;
    const next = dates[day + 1];
    if (!next) throw new Error('no free slot shown');
    fireEvent.click(next);
    await waitFor(() => expect(next).toHaveAttribute('aria-pressed', 'true'));
  }
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
 * Moves the signed-in demo patient's upcoming consultation to the first free slot from now: its
 * doctor is online round the clock, so the slot starts within 15 minutes and the call is open.
 * In the last minutes of an Indian day that slot is tomorrow's first, at midnight.
 */
export async function upcomingConsultationMovedToSoon(app: AppHarness): Promise<Appointment> {
  const catalogue = app.services.get(CONSULTATIONS.ConsultationCatalogue);
  const list = await app.services.get(CONSULTATIONS.ConsultationApi).appointments();
  const booked = list.unwrap().find((a) => a.status === 'BOOKED');
  if (!booked) throw new Error('the demo patient has an upcoming consultation');
  const [today, tomorrow] = catalogue.dates();
  const freeOn = async (date: string | undefined) => (date === undefined ? [] : (await catalogue.slots(booked.doctor.id, date).value()).unwrap());
  const [soon] = [...(await freeOn(today)), ...(await freeOn(tomorrow))];
  if (!soon) throw new Error('a slot soon');
  (await app.services.get(CONSULTATIONS.MyConsultations).reschedule(booked, soon)).unwrap();
  return booked;
}
