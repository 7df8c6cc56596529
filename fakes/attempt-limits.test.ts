import { describe, expect, it } from 'vitest';
import { checkLock, LOCK_MS, MAX_SENDS, MAX_WRONG_ATTEMPTS, recordSuccess, recordWrong, SEND_WINDOW_MS, takeSend } from './attempt-limits';
import { FakeBackend } from './backend';

const NUMBER = '9123456780';
const MINUTE = 60_000;

function clocked() {
  let now = Date.parse('2026-03-02T09:30:00+05:30');
  const backend = new FakeBackend({ now: () => now });
  return { backend, advance: (ms: number) => (now += ms) };
}

describe('sends per address', () => {
  it(`lets ${MAX_SENDS} codes go within ${SEND_WINDOW_MS / MINUTE} minutes, then says how long until the oldest leaves the window`, () => {
    const { backend, advance } = clocked();
    for (let send = 1; send <= MAX_SENDS; send += 1) {
      expect(takeSend(backend, NUMBER).isOk()).toBe(true);
      advance(2 * MINUTE);
    }
    expect(takeSend(backend, NUMBER).unwrapErr()).toEqual({ kind: 'too-many-requests', message: expect.any(String), retryAfterSeconds: 4 * 60 });

    advance(4 * MINUTE);
    expect(takeSend(backend, NUMBER).isOk()).toBe(true);
  });

  it('counts each address apart', () => {
    const { backend } = clocked();
    for (let send = 1; send <= MAX_SENDS; send += 1) takeSend(backend, NUMBER);
    expect(takeSend(backend, '9876543210').isOk()).toBe(true);
    expect(takeSend(backend, 'priya@example.in').isOk()).toBe(true);
  });
});

describe('wrong attempts per address', () => {
  it(`locks the address on the ${MAX_WRONG_ATTEMPTS}th wrong code, answering that one with the lock, for ${LOCK_MS / MINUTE} minutes`, () => {
    const { backend, advance } = clocked();
    for (let attempt = 1; attempt < MAX_WRONG_ATTEMPTS; attempt += 1) expect(recordWrong(backend, NUMBER, 'codes')).toBeNull();
    expect(recordWrong(backend, NUMBER, 'codes')).toEqual({ kind: 'too-many-requests', message: expect.any(String), retryAfterSeconds: LOCK_MS / 1000 });

    advance(LOCK_MS - 30_000);
    expect(checkLock(backend, NUMBER).unwrapErr()).toMatchObject({ retryAfterSeconds: 30 });
    expect(takeSend(backend, NUMBER).unwrapErr()).toMatchObject({ retryAfterSeconds: 30 });
    advance(30_000);
    expect(checkLock(backend, NUMBER).isOk()).toBe(true);
  });

  it('after a lock lapses the count starts again from nothing', () => {
    const { backend, advance } = clocked();
    for (let attempt = 1; attempt <= MAX_WRONG_ATTEMPTS; attempt += 1) recordWrong(backend, NUMBER, 'passwords');
    advance(LOCK_MS);
    for (let attempt = 1; attempt < MAX_WRONG_ATTEMPTS; attempt += 1) expect(recordWrong(backend, NUMBER, 'passwords')).toBeNull();
  });

  it('counts wrong codes and wrong passwords apart, and a success forgets both', () => {
    const { backend } = clocked();
    for (let attempt = 1; attempt < MAX_WRONG_ATTEMPTS; attempt += 1) {
      recordWrong(backend, NUMBER, 'codes');
      recordWrong(backend, NUMBER, 'passwords');
    }
    recordSuccess(backend, NUMBER);
    expect(recordWrong(backend, NUMBER, 'codes')).toBeNull();
    expect(recordWrong(backend, NUMBER, 'passwords')).toBeNull();
  });
});

describe('the limits and a reset', () => {
  it('a reset of the demo forgets every count and lock', async () => {
    const { backend } = clocked();
    for (let attempt = 1; attempt <= MAX_WRONG_ATTEMPTS; attempt += 1) recordWrong(backend, NUMBER, 'codes');
    await backend.reset();
    expect(checkLock(backend, NUMBER).isOk()).toBe(true);
  });
});
