import { Err, Ok } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import { HomeCollection, SLOT_TAKEN_MESSAGE } from './home-collection';
import { testQueries } from '../shared/test-doubles';
import { fixedClock, slot, testApi } from './test-support';

const TAKEN = slot({ id: 'taken', startsAt: '2026-11-22T13:00:00+05:30' });
const OTHER = slot({ id: 'other', startsAt: '2026-11-22T15:00:00+05:30', endsAt: '2026-11-22T16:00:00+05:30' });

describe('HomeCollection', () => {
  it('offers only slots that can still be reached, earliest first', async () => {
    const past = slot({ id: 'past', startsAt: '2026-11-22T07:00:00+05:30' });
    const home = new HomeCollection(testApi({ slots: async () => Ok([OTHER, past, TAKEN]) }), fixedClock(), testQueries());
    const slots = await home.slots({ labId: 'lalpath', pincode: '560038', date: '2026-11-22' }).value();
    expect(slots.unwrap().map((s) => s.id)).toEqual(['taken', 'other']);
  });

  it('turns a slot taken meanwhile into a clear message with fresh slots, without the taken one', async () => {
    // The stale list still shows the taken slot as free: it stays hidden all the same.
    const slots = vi.fn(async () => Ok([TAKEN, OTHER]));
    const home = new HomeCollection(testApi({ slots, bookSlot: async () => Err({ kind: 'conflict', message: 'Slot full' }) }), fixedClock(), testQueries());
    const booked = await home.book(TAKEN, '560038');
    expect(booked.isErr() && booked.error).toEqual({ kind: 'slot-taken', message: SLOT_TAKEN_MESSAGE, fresh: [OTHER] });
    expect(slots).toHaveBeenCalledWith({ labId: 'lalpath', pincode: '560038', date: '2026-11-22' });
  });

  it('shows the day’s fresh slots wherever they are read once a slot was taken meanwhile', async () => {
    const home = new HomeCollection(
      testApi({ slots: async () => Ok([TAKEN, OTHER]), bookSlot: async () => Err({ kind: 'conflict', message: 'Slot full' }) }),
      fixedClock(),
      testQueries(),
    );
    const day = home.slots({ labId: 'lalpath', pincode: '560038', date: '2026-11-22' });
    await day.value();
    await home.book(TAKEN, '560038');
    expect(day.state).toMatchObject({ kind: 'ready', value: [OTHER] });
  });

  it('takes a slot it held out of the day’s slots at once', async () => {
    let free = [TAKEN, OTHER];
    const home = new HomeCollection(
      testApi({
        slots: async () => Ok(free),
        bookSlot: async () => {
          free = [OTHER];
          return Ok({ id: 'hold-1', slot: TAKEN, heldUntil: '2026-11-22T10:15:00+05:30' });
        },
      }),
      fixedClock(),
      testQueries(),
    );
    const day = home.slots({ labId: 'lalpath', pincode: '560038', date: '2026-11-22' });
    const stop = day.subscribe(() => undefined);
    await day.value();
    await home.book(TAKEN, '560038');
    expect(day.state).toMatchObject({ kind: 'ready', value: [OTHER] });
    stop();
  });

  it('does not send a slot that has meanwhile passed', async () => {
    const bookSlot = vi.fn();
    const home = new HomeCollection(testApi({ bookSlot }), fixedClock(new Date('2026-11-22T12:30:00+05:30')), testQueries());
    const booked = await home.book(TAKEN, '560038');
    expect(booked.isErr() && booked.error.kind).toBe('slot-gone');
    expect(bookSlot).not.toHaveBeenCalled();
  });

  it('finds the first day of the week with a free slot', async () => {
    const slots = vi.fn(async ({ date }: { date: string }) => Ok(date === '2026-11-24' ? [slot({ id: 'x', date, startsAt: '2026-11-24T07:00:00+05:30', endsAt: '2026-11-24T08:00:00+05:30' })] : []));
    const home = new HomeCollection(testApi({ slots }), fixedClock(), testQueries());
    const first = await home.firstAvailable({ labId: 'lalpath', pincode: '560038' });
    expect(first.unwrap()?.date).toBe('2026-11-24');
    expect(slots).toHaveBeenCalledTimes(3);
  });
});
