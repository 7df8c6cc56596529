import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { testQueries } from '../shared/test-doubles';
import { FamilyMembers } from './family-members';
import { FAMILY_RULE_MESSAGES } from './family-rules';
import { LINK_MESSAGES, MemberLinking } from './member-link';
import { FAMILY_MEMBER_MESSAGES } from './new-member';
import { fixedClock, member, MemoryFamilyApi, recordingErrors } from './test-support';

const PRIYA_MOBILE = '9876543210';
const ARJUN = '9811122233';
const husband = member({ id: 'fm-1' });

function setup() {
  const api = new MemoryFamilyApi([husband]);
  const recorded = recordingErrors();
  const guarded = recorded.errors.guard(api);
  const family = new FamilyMembers({ api: guarded, errors: recorded.errors, clock: fixedClock, queries: testQueries(), patientDateOfBirth: async () => '1992-04-18' });
  const linking = new MemberLinking({ api: guarded, family, clock: fixedClock, patientMobile: async () => PRIYA_MOBILE });
  return { api, family, linking };
}

describe('linking an existing account by mobile', () => {
  it('looks the number up, sends the member a code, and with the right code lists them in the family as linked', async () => {
    const { api, family, linking } = setup();
    const sent = await linking.start({ mobileNumber: '98111 22233', relation: 'BROTHER' });
    expect(sent.unwrap().account).toEqual({ name: 'Arjun M.' });
    expect(api.calls).toEqual(['members', `findAccount ${ARJUN}`, `sendLinkOtp ${ARJUN} BROTHER`]);
    expect(linking.current.kind).toBe('code');

    const linked = (await linking.verify('123 456')).unwrap();
    expect(linked).toMatchObject({ name: 'Arjun Mehta', relation: 'BROTHER', mobileNumber: ARJUN, linked: true, status: 'ACTIVE' });
    expect((await firstValueFrom(family.active$)).map((m) => m.name)).toEqual(['Amit Sharma', 'Arjun Mehta']);
    expect(linking.current).toEqual({ kind: 'number' });
    expect(linking.form).toEqual({ mobileNumber: '', relation: '' });
  });

  it('refuses at the field, before any call, the patient’s own number, a member’s number, a bad number and no relation', async () => {
    const { api, linking } = setup();
    await linking.start({ mobileNumber: ARJUN, relation: 'BROTHER' }).then(() => linking.cancel());
    api.calls.length = 0;
    expect((await linking.start({ mobileNumber: PRIYA_MOBILE, relation: 'BROTHER' })).unwrapErr()).toEqual({ kind: 'invalid', fields: { mobileNumber: LINK_MESSAGES.ownNumber } });
    expect((await linking.start({ mobileNumber: husband.mobileNumber ?? '', relation: 'BROTHER' })).unwrapErr()).toEqual({
      kind: 'invalid',
      fields: { mobileNumber: LINK_MESSAGES.alreadyInFamily('Amit Sharma') },
    });
    expect((await linking.start({ mobileNumber: '12345', relation: '' })).unwrapErr()).toEqual({
      kind: 'invalid',
      fields: { mobileNumber: 'Enter a 10-digit mobile number', relation: FAMILY_MEMBER_MESSAGES.relation },
    });
    expect(api.calls.filter((call) => !call.startsWith('members'))).toEqual([]);
  });

  it('says a number with no account is one, so the patient can add them as a new member; nothing is sent', async () => {
    const { api, linking } = setup();
    expect((await linking.start({ mobileNumber: '9700011122', relation: 'SISTER' })).unwrapErr()).toEqual({ kind: 'no-account', mobileNumber: '9700011122' });
    expect(api.calls.some((call) => call.startsWith('sendLinkOtp'))).toBe(false);
    expect(linking.form).toEqual({ mobileNumber: '9700011122', relation: 'SISTER' });
  });

  it('puts the server’s refusal of the relation at the relation, and a refused number at the number', async () => {
    const { api, linking } = setup();
    api.fail('sendLinkOtp', { kind: 'rejected', message: FAMILY_RULE_MESSAGES.oneSpouse });
    expect((await linking.start({ mobileNumber: ARJUN, relation: 'HUSBAND' })).unwrapErr()).toEqual({ kind: 'invalid', fields: { relation: FAMILY_RULE_MESSAGES.oneSpouse } });
    api.fail('findAccount', { kind: 'conflict', message: LINK_MESSAGES.alreadyInFamily('Arjun Mehta') });
    expect((await linking.start({ mobileNumber: ARJUN, relation: 'BROTHER' })).unwrapErr()).toEqual({
      kind: 'invalid',
      fields: { mobileNumber: LINK_MESSAGES.alreadyInFamily('Arjun Mehta') },
    });
  });

  it('counts a wrong code, keeps to the lock the server sets, and links nobody meanwhile', async () => {
    const { api, family, linking } = setup();
    await linking.start({ mobileNumber: ARJUN, relation: 'BROTHER' });
    expect((await linking.verify('111111')).unwrapErr()).toEqual({ kind: 'wrong-code', message: 'The OTP you entered is incorrect', attemptsLeft: 4 });
    api.fail('confirmLink', { kind: 'too-many-requests', message: 'Too many wrong attempts', retryAfterSeconds: 900 });
    expect((await linking.verify('222222')).unwrapErr()).toEqual({ kind: 'locked', retryAfterSeconds: 900 });
    expect((await linking.verify('123456')).unwrapErr()).toEqual({ kind: 'locked', retryAfterSeconds: 900 });
    expect(family.current?.map((m) => m.name)).toEqual(['Amit Sharma']);
  });

  it('sends a new code only after the 30-second countdown, and one request however often it is asked', async () => {
    const { api, linking } = setup();
    await linking.start({ mobileNumber: ARJUN, relation: 'BROTHER' });
    expect((await linking.resend()).unwrapErr()).toEqual({ kind: 'too-soon', seconds: 30 });
    linking.cancel();
    const release = api.hold('findAccount');
    const first = linking.start({ mobileNumber: ARJUN, relation: 'BROTHER' });
    const second = await linking.start({ mobileNumber: ARJUN, relation: 'BROTHER' });
    release();
    expect(second.unwrapErr()).toEqual({ kind: 'busy' });
    expect((await first).isOk()).toBe(true);
    expect(api.calls.filter((call) => call.startsWith('findAccount'))).toHaveLength(2);
  });

  it('has no code to check or resend before one was sent', async () => {
    const { linking } = setup();
    expect((await linking.verify('123456')).unwrapErr()).toEqual({ kind: 'no-pending' });
    expect((await linking.resend()).unwrapErr()).toEqual({ kind: 'no-pending' });
  });
});
