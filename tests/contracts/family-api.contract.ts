import { describe, expect, it } from 'vitest';
import type { FamilyMemberInput } from '../../domain/family/model';
import { FAMILY_RULE_MESSAGES } from '../../domain/family/family-rules';
import { FAMILY_MEMBER_MESSAGES } from '../../domain/family/new-member';
import { DATE_OF_BIRTH_MESSAGES } from '../../domain/shared/age';
import { RELATIONSHIPS } from '../../domain/shared/constants';
import { parseMobileNumber } from '../../domain/shared/mobile-number';
import { LINK_MESSAGES } from '../../domain/family/member-link';
import { OTP_ERRORS } from '../../fakes/otp';
import { DEMO_ACCOUNTS, DEMO_OTP } from '../../fakes/seed';
import type { FamilySubject } from './family-subjects';
import { ok, err, freshSubjectEachCase } from './results';

const PRIYA = DEMO_ACCOUNTS.subscriber.mobileNumber;
const RAHUL = DEMO_ACCOUNTS.patient.mobileNumber;
/** Arjun Mehta: an account of his own, in nobody's family. */
const ARJUN = DEMO_ACCOUNTS.linkable.mobileNumber;
const LINKABLE = parseMobileNumber(ARJUN).unwrap();
/** A number with no account: it signs up on the spot with an empty family. */
const NEWCOMER = '9700011122';

const BROTHER: FamilyMemberInput = { name: 'Vikram Verma', relation: 'BROTHER', gender: 'MALE', dateOfBirth: '1966-07-19', mobileNumber: '9414012345' };

/**
 * The cases every `FamilyApi` must pass: the in-memory fake and the HTTP adapter over the
 * local fake server alike (ARCHITECTURE.md, "Ports and the two backends").
 */
export function familyApiContract(name: string, makeSubject: () => Promise<FamilySubject>): void {
  describe(name, () => {
    let subject: FamilySubject;
    freshSubjectEachCase(makeSubject, (made) => (subject = made));

    const api = () => subject.family;

    describe('the family list', () => {
      it('gives Priya her husband, daughter and mother, all ACTIVE, the daughter without a mobile number', async () => {
        await subject.signIn(PRIYA);
        const members = ok(await api().members());
        expect(members.map(({ name, relation, gender, status }) => ({ name, relation, gender, status }))).toEqual([
          { name: 'Amit Sharma', relation: 'HUSBAND', gender: 'MALE', status: 'ACTIVE' },
          { name: 'Ananya Sharma', relation: 'DAUGHTER', gender: 'FEMALE', status: 'ACTIVE' },
          { name: 'Sunita Agarwal', relation: 'MOTHER', gender: 'FEMALE', status: 'ACTIVE' },
        ]);
        expect(members[1]?.mobileNumber).toBeNull();
        expect(members[0]?.mobileNumber).toMatch(/^[6-9]\d{9}$/);
        for (const member of members) expect(member.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(new Set(members.map((member) => member.id)).size).toBe(3);
      });

      it('gives Rahul his father, and never anyone of Priya’s family', async () => {
        await subject.signIn(RAHUL);
        expect(ok(await api().members()).map((m) => [m.name, m.relation])).toEqual([['Ramprasad Verma', 'FATHER']]);
      });

      it('is empty for a patient who joined just now', async () => {
        await subject.signIn(NEWCOMER);
        expect(ok(await api().members())).toEqual([]);
      });

      it('needs a signed-in patient', async () => {
        expect(err(await api().members())).toEqual({ kind: 'unauthorized' });
        expect(err(await api().addMember(BROTHER))).toEqual({ kind: 'unauthorized' });
      });
    });

    describe('the member of an appointment (?aptId)', () => {
      it('is the member the appointment was booked for, or nobody when it was for the patient', async () => {
        await subject.signIn(PRIYA);
        const [, daughter] = ok(await api().members());
        subject.recordAppointment('apt-101', daughter?.id ?? '');
        subject.recordAppointment('apt-102', null);
        expect(ok(await api().members('apt-101'))).toEqual([daughter]);
        expect(ok(await api().members('apt-102'))).toEqual([]);
      });

      it('is not found for an appointment the patient does not have', async () => {
        await subject.signIn(PRIYA);
        expect(err(await api().members('apt-unknown'))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
      });
    });

    describe('relations', () => {
      it('are the nine of the spec, in its order, before sign-in too', async () => {
        expect(ok(await api().relations())).toEqual([...RELATIONSHIPS]);
      });
    });

    describe('adding a member', () => {
      it('answers the new member, ACTIVE, and lists them after the others', async () => {
        await subject.signIn(RAHUL);
        const added = ok(await api().addMember(BROTHER));
        expect(added).toEqual({ id: expect.stringMatching(/\S/), ...BROTHER, status: 'ACTIVE', linked: false });
        expect(ok(await api().members()).map((m) => m.name)).toEqual(['Ramprasad Verma', 'Vikram Verma']);
      });

      it('keeps "no mobile number" as none', async () => {
        await subject.signIn(NEWCOMER);
        const added = ok(await api().addMember({ name: 'Ira Nair', relation: 'DAUGHTER', gender: 'FEMALE', dateOfBirth: '2026-11-22', mobileNumber: null }));
        expect(added.mobileNumber).toBeNull();
      });

      it('refuses what the form would refuse, with the form’s message', async () => {
        await subject.signIn(RAHUL);
        expect(err(await api().addMember({ ...BROTHER, dateOfBirth: '2026-11-23' }))).toEqual({ kind: 'rejected', message: DATE_OF_BIRTH_MESSAGES.future });
        expect(err(await api().addMember({ ...BROTHER, name: '  ' }))).toEqual({ kind: 'rejected', message: FAMILY_MEMBER_MESSAGES.nameEmpty });
        expect(ok(await api().members())).toHaveLength(1);
      });

      it('refuses the same person twice (same name and date of birth), in any case', async () => {
        await subject.signIn(PRIYA);
        const again = await api().addMember({ name: 'sunita agarwal', relation: 'MOTHER', gender: 'FEMALE', dateOfBirth: '1964-11-02', mobileNumber: null });
        expect(err(again)).toEqual({ kind: 'rejected', message: 'Sunita Agarwal is already in your family' });
      });
    });

    describe('one member (getFamilyMemberByCond)', () => {
      it('is the patient’s own member by id', async () => {
        await subject.signIn(PRIYA);
        const [, daughter] = ok(await api().members());
        expect(ok(await api().member(daughter?.id ?? ''))).toEqual(daughter);
      });

      it('is not found for another family’s member or an unknown id, never their data; and needs a session', async () => {
        await subject.signIn(PRIYA);
        const [husband] = ok(await api().members());
        await subject.signIn(RAHUL);
        expect(err(await api().member(husband?.id ?? ''))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
        expect(err(await api().member('fm-nobody'))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
        subject.signOut();
        expect(err(await api().member(husband?.id ?? ''))).toEqual({ kind: 'unauthorized' });
      });
    });

    describe('editing a member', () => {
      it('stores the corrected details, keeps the id and status, and lists them so', async () => {
        await subject.signIn(RAHUL);
        const [father] = ok(await api().members());
        const id = father?.id ?? '';
        const updated = ok(await api().updateMember(id, { name: 'Ramprasad Verma', relation: 'FATHER', gender: 'MALE', dateOfBirth: '1938-02-11', mobileNumber: '9414012345' }));
        expect(updated).toEqual({ id, name: 'Ramprasad Verma', relation: 'FATHER', gender: 'MALE', dateOfBirth: '1938-02-11', mobileNumber: '9414012345', status: 'ACTIVE', linked: false });
        expect(ok(await api().member(id))).toEqual(updated);
      });

      it('refuses the form’s and the family’s rules with their messages, and another family’s member as not found', async () => {
        await subject.signIn(PRIYA);
        const [husband, , mother] = ok(await api().members());
        const motherInput = { name: 'Sunita Agarwal', relation: 'MOTHER' as const, gender: 'FEMALE' as const, dateOfBirth: '1964-11-02', mobileNumber: null };
        expect(err(await api().updateMember(mother?.id ?? '', { ...motherInput, dateOfBirth: '2026-11-23' }))).toEqual({ kind: 'rejected', message: DATE_OF_BIRTH_MESSAGES.future });
        expect(err(await api().updateMember(mother?.id ?? '', { ...motherInput, dateOfBirth: '2000-01-01' }))).toEqual({ kind: 'rejected', message: FAMILY_RULE_MESSAGES.parentOlder });
        expect(err(await api().updateMember(mother?.id ?? '', { ...motherInput, relation: 'WIFE' }))).toEqual({ kind: 'rejected', message: FAMILY_RULE_MESSAGES.oneSpouse });
        await subject.signIn(RAHUL);
        expect(err(await api().updateMember(husband?.id ?? '', BROTHER))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
      });
    });

    describe('removing a member', () => {
      it('takes them off the list, while an appointment booked for them still names them', async () => {
        await subject.signIn(PRIYA);
        const [, , mother] = ok(await api().members());
        subject.recordAppointment('apt-201', mother?.id ?? '');
        expect(ok(await api().removeMember(mother?.id ?? ''))).toBeNull();
        expect(ok(await api().members()).map((m) => m.name)).toEqual(['Amit Sharma', 'Ananya Sharma']);
        expect(err(await api().member(mother?.id ?? ''))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
        expect(ok(await api().members('apt-201')).map((m) => m.name)).toEqual(['Sunita Agarwal']);
      });

      it('is not found for another family’s member, whose family keeps them', async () => {
        await subject.signIn(PRIYA);
        const [husband] = ok(await api().members());
        await subject.signIn(RAHUL);
        expect(err(await api().removeMember(husband?.id ?? ''))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
        await subject.signIn(PRIYA);
        expect(ok(await api().members())).toHaveLength(3);
      });
    });

    describe('adding under the family’s rules', () => {
      it('refuses a second husband and a mother younger than the patient', async () => {
        await subject.signIn(PRIYA);
        expect(err(await api().addMember({ ...BROTHER, relation: 'HUSBAND' }))).toEqual({ kind: 'rejected', message: FAMILY_RULE_MESSAGES.oneSpouse });
        expect(err(await api().addMember({ name: 'Kamla Devi', relation: 'MOTHER', gender: 'FEMALE', dateOfBirth: '2001-01-01', mobileNumber: null }))).toEqual({
          kind: 'rejected',
          message: FAMILY_RULE_MESSAGES.parentOlder,
        });
      });
    });

    describe('the patient’s own family tree', () => {
      it('is the signed-in patient and their family, without mobile numbers; and needs a session', async () => {
        await subject.signIn(RAHUL);
        const tree = ok(await api().familyTree());
        expect(tree.patient).toMatchObject({ id: subject.userId(), name: 'Rahul Verma' });
        expect(tree.members.map((m) => [m.name, m.relation])).toEqual([['Ramprasad Verma', 'FATHER']]);
        expect(Object.keys(tree.members[0] ?? {})).not.toContain('mobileNumber');
        subject.signOut();
        expect(err(await api().familyTree())).toEqual({ kind: 'unauthorized' });
      });
    });

    describe('the family tree web view', () => {
      it('gives Priya herself and her family, without mobile numbers', async () => {
        await subject.signIn(PRIYA);
        const tree = ok(await api().familyTreeForWebView(subject.userId()));
        expect(tree.patient).toEqual({ id: subject.userId(), name: 'Priya Sharma', gender: 'FEMALE', dateOfBirth: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
        expect(tree.members.map(({ name, relation, status }) => [name, relation, status])).toEqual([
          ['Amit Sharma', 'HUSBAND', 'ACTIVE'],
          ['Ananya Sharma', 'DAUGHTER', 'ACTIVE'],
          ['Sunita Agarwal', 'MOTHER', 'ACTIVE'],
        ]);
        for (const member of tree.members) expect(Object.keys(member).sort()).toEqual(['dateOfBirth', 'gender', 'id', 'name', 'relation', 'status']);
      });

      it('shows a member added meanwhile', async () => {
        await subject.signIn(RAHUL);
        ok(await api().addMember(BROTHER));
        expect(ok(await api().familyTreeForWebView(subject.userId())).members.map((m) => m.name)).toEqual(['Ramprasad Verma', 'Vikram Verma']);
      });

      it('is not found for another patient’s id or an unknown one, and needs a session', async () => {
        await subject.signIn(PRIYA);
        const priya = subject.userId();
        await subject.signIn(RAHUL);
        expect(err(await api().familyTreeForWebView(priya))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
        expect(err(await api().familyTreeForWebView('u-nobody'))).toEqual({ kind: 'not-found', message: 'Data Not Found' });
        subject.signOut();
        expect(err(await api().familyTreeForWebView(priya))).toEqual({ kind: 'unauthorized' });
      });
    });

    describe('linking an existing account by mobile, with the member’s code', () => {
      it('names the account only by first name and initial, and links it after the code: ACTIVE, linked, with the account’s details', async () => {
        await subject.signIn(PRIYA);
        expect(ok(await api().findAccount(ARJUN))).toEqual({ name: 'Arjun M.' });
        expect(ok(await api().sendLinkOtp({ mobileNumber: LINKABLE, relation: 'BROTHER' }))).toBeNull();
        const linked = ok(await api().confirmLink({ mobileNumber: LINKABLE, relation: 'BROTHER', otp: DEMO_OTP }));
        expect(linked).toEqual({ id: expect.stringMatching(/\S/), name: 'Arjun Mehta', relation: 'BROTHER', gender: 'MALE', dateOfBirth: '1995-04-12', mobileNumber: ARJUN, status: 'ACTIVE', linked: true });
        expect(ok(await api().members()).map((m) => [m.name, m.linked])).toEqual([
          ['Amit Sharma', false],
          ['Ananya Sharma', false],
          ['Sunita Agarwal', false],
          ['Arjun Mehta', true],
        ]);
        expect(ok(await api().member(linked.id))).toEqual(linked);
        expect(err(await api().findAccount(ARJUN))).toEqual({ kind: 'conflict', message: LINK_MESSAGES.alreadyInFamily('Arjun Mehta') });
      });

      it('refuses the patient’s own number, a member’s number and a number with no account, each with its message', async () => {
        await subject.signIn(PRIYA);
        expect(err(await api().findAccount(PRIYA))).toEqual({ kind: 'rejected', message: LINK_MESSAGES.ownNumber });
        expect(err(await api().findAccount('9876501234'))).toEqual({ kind: 'conflict', message: LINK_MESSAGES.alreadyInFamily('Amit Sharma') });
        expect(err(await api().findAccount('9700011199'))).toEqual({ kind: 'not-found', message: LINK_MESSAGES.noAccount });
        expect(err(await api().sendLinkOtp({ mobileNumber: parseMobileNumber('9700011199').unwrap(), relation: 'SISTER' }))).toEqual({ kind: 'not-found', message: LINK_MESSAGES.noAccount });
      });

      it('refuses before any code what the family’s rules refuse (a second husband)', async () => {
        await subject.signIn(PRIYA);
        expect(err(await api().sendLinkOtp({ mobileNumber: LINKABLE, relation: 'HUSBAND' }))).toEqual({ kind: 'rejected', message: FAMILY_RULE_MESSAGES.oneSpouse });
      });

      it('refuses a wrong code and a code never sent, links nobody, and locks the number at the fifth wrong code', async () => {
        await subject.signIn(RAHUL);
        expect(err(await api().confirmLink({ mobileNumber: LINKABLE, relation: 'BROTHER', otp: DEMO_OTP }))).toEqual({ kind: 'rejected', message: OTP_ERRORS.none });
        ok(await api().sendLinkOtp({ mobileNumber: LINKABLE, relation: 'BROTHER' }));
        for (let wrong = 1; wrong <= 4; wrong += 1) {
          expect(err(await api().confirmLink({ mobileNumber: LINKABLE, relation: 'BROTHER', otp: '000000' }))).toEqual({ kind: 'rejected', message: OTP_ERRORS.wrong });
        }
        expect(err(await api().confirmLink({ mobileNumber: LINKABLE, relation: 'BROTHER', otp: '000000' }))).toMatchObject({ kind: 'too-many-requests' });
        expect(err(await api().confirmLink({ mobileNumber: LINKABLE, relation: 'BROTHER', otp: DEMO_OTP }))).toMatchObject({ kind: 'too-many-requests' });
        expect(ok(await api().members()).map((m) => m.name)).toEqual(['Ramprasad Verma']);
      });

      it('needs a signed-in patient', async () => {
        expect(err(await api().findAccount(ARJUN))).toEqual({ kind: 'unauthorized' });
      });
    });

    describe('failures', () => {
      it('reports a server failure and a malformed body as error values, then works again', async () => {
        await subject.signIn(PRIYA);
        await subject.injectFault('500');
        expect(err(await api().members())).toMatchObject({ kind: 'server', status: 500 });
        await subject.injectFault('malformed');
        expect(err(await api().relations())).toMatchObject({ kind: 'bad-response' });
        expect(ok(await api().members())).toHaveLength(3);
      });
    });
  });
}
