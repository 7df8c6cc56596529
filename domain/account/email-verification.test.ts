import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../shared/errors';
import { EmailVerification } from './email-verification';

const WRONG = 'The OTP you entered is incorrect';

function setup(verifyAnswers: Result<null, ApiError>[] = []) {
  let now = new Date(2026, 10, 22, 10, 0, 0);
  const sendEmailOtp = vi.fn(async ({ email }: { email: string }): Promise<Result<{ message: string }, ApiError>> => Ok({ message: `OTP sent to ${email}` }));
  const changed = vi.fn();
  const verifyEmailOtp = vi.fn(async (): Promise<Result<null, ApiError>> => verifyAnswers.shift() ?? Ok(null));
  const verification = new EmailVerification({ accountApi: { sendEmailOtp, verifyEmailOtp }, clock: { now: () => new Date(now) }, profiles: { changed } });
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };
  return { verification, sendEmailOtp, verifyEmailOtp, advance, changed };
}

describe('EmailVerification', () => {
  it('sends the code to the address as normalised, and checks the typed code against it', async () => {
    const { verification, sendEmailOtp, verifyEmailOtp } = setup();
    const code = (await verification.send('  Meera@Example.in ')).unwrap();
    expect(code).toMatchObject({ email: 'meera@example.in', wrongAttempts: 0 });
    expect(sendEmailOtp).toHaveBeenCalledWith({ email: 'meera@example.in' });
    expect((await verification.verify('123 456')).unwrap()).toEqual({ email: 'meera@example.in' });
    expect(verifyEmailOtp).toHaveBeenCalledWith({ email: 'meera@example.in', otp: '123456' });
    expect(verification.current).toBeNull();
  });

  it('marks the profile’s address verified, and no other', async () => {
    const { verification, changed } = setup();
    await verification.send('meera@example.in');
    await verification.verify('123456');
    const change = changed.mock.calls[0]?.[0] as (profile: { email: string | null; emailVerified: boolean }) => { emailVerified: boolean };
    expect(change({ email: 'Meera@Example.in', emailVerified: false }).emailVerified).toBe(true);
    expect(change({ email: 'other@example.in', emailVerified: false }).emailVerified).toBe(false);
  });

  it('refuses a malformed address or code before anything is sent', async () => {
    const { verification, sendEmailOtp, verifyEmailOtp } = setup();
    expect((await verification.send('meera.example.in')).unwrapErr()).toMatchObject({ kind: 'invalid' });
    expect(sendEmailOtp).not.toHaveBeenCalled();
    expect((await verification.verify('123456')).unwrapErr()).toEqual({ kind: 'no-pending' });
    await verification.send('meera@example.in');
    expect((await verification.verify('12345')).unwrapErr()).toEqual({ kind: 'invalid', message: 'The code has 6 digits' });
    expect(verifyEmailOtp).not.toHaveBeenCalled();
  });

  it('counts wrong codes; the server’s lock on the fifth holds checks and sends until it ends, then a new code works', async () => {
    const answers = [
      ...Array.from({ length: 4 }, () => Err<ApiError>({ kind: 'rejected', message: WRONG })),
      Err<ApiError>({ kind: 'too-many-requests', message: 'Too many wrong attempts', retryAfterSeconds: 900 }),
    ];
    const { verification, verifyEmailOtp, sendEmailOtp, advance } = setup(answers);
    await verification.send('meera@example.in');
    expect((await verification.verify('111111')).unwrapErr()).toEqual({ kind: 'wrong-code', message: WRONG, attemptsLeft: 4 });
    for (let i = 0; i < 3; i += 1) await verification.verify('111111');
    expect((await verification.verify('111111')).unwrapErr()).toEqual({ kind: 'locked', retryAfterSeconds: 900 });

    advance(60);
    expect((await verification.verify('123456')).unwrapErr()).toEqual({ kind: 'locked', retryAfterSeconds: 840 });
    expect((await verification.resend()).unwrapErr()).toEqual({ kind: 'too-soon', seconds: 840 });
    expect(verifyEmailOtp).toHaveBeenCalledTimes(5);
    expect(sendEmailOtp).toHaveBeenCalledTimes(1);

    advance(840);
    expect((await verification.resend()).isOk()).toBe(true);
    expect((await verification.verify('123456')).unwrap()).toEqual({ email: 'meera@example.in' });
  });

  it('a resend the server refuses with 429 is held back until then, and the code already sent still works', async () => {
    const { verification, sendEmailOtp, advance } = setup();
    await verification.send('meera@example.in');
    sendEmailOtp.mockResolvedValueOnce(Err({ kind: 'too-many-requests', message: 'Too many codes sent', retryAfterSeconds: 420 }));
    advance(30);
    expect((await verification.resend()).unwrapErr()).toMatchObject({ kind: 'too-many-requests', retryAfterSeconds: 420 });
    expect((await verification.resend()).unwrapErr()).toEqual({ kind: 'too-soon', seconds: 420 });
    expect((await verification.verify('123456')).isOk()).toBe(true);
  });

  it('does not spend an attempt on a network failure', async () => {
    const { verification } = setup([Err({ kind: 'network' })]);
    await verification.send('meera@example.in');
    expect((await verification.verify('123456')).unwrapErr()).toEqual({ kind: 'network' });
    expect(verification.current?.wrongAttempts).toBe(0);
  });

  it('sends no second mail when the same address is asked for again within 30 seconds', async () => {
    const { verification, sendEmailOtp, advance } = setup();
    const first = (await verification.send('meera@example.in')).unwrap();
    advance(10);
    expect((await verification.send('meera@example.in')).unwrap()).toBe(first);
    expect(sendEmailOtp).toHaveBeenCalledTimes(1);
    expect((await verification.resend()).unwrapErr()).toEqual({ kind: 'too-soon', seconds: 20 });
  });

  it('checks one code at a time, so a double submit spends one attempt', async () => {
    const { verification, verifyEmailOtp } = setup();
    await verification.send('meera@example.in');
    const [first, second] = await Promise.all([verification.verify('123456'), verification.verify('123456')]);
    expect(first.isOk()).toBe(true);
    expect(second.unwrapErr()).toEqual({ kind: 'busy' });
    expect(verifyEmailOtp).toHaveBeenCalledTimes(1);
  });
});
