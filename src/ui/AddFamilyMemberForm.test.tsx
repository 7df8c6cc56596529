import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FamilyMembers } from '../../domain/family/family-members';
import type { FamilyMember } from '../../domain/family/model';
import { testErrorPolicy } from '../../domain/session/test-support';
import { THROTTLE_MS } from '../../domain/shared/constants';
import { FakeBackend } from '../../fakes/backend';
import { testQueries } from '../../domain/shared/test-doubles';
import { FakeFamilyApi } from '../../fakes/family/api';
import { Dialog } from './Dialog';
import { AddFamilyMemberForm } from './AddFamilyMemberForm';
import { ForWhomPicker } from './ForWhomPicker';
import { renderWithTheme, TODAY } from '../test/render-with-theme';
import { switchLanguage } from '../i18n/i18n';

/**
 * FamilyMembers over the seeded fake backend, signed in as Priya (husband, daughter, mother),
 * with the toasts and page moves of its ErrorPolicy recorded.
 */
function priyasFamily() {
  const backend = new FakeBackend({ now: () => TODAY.getTime() });
  const token = backend.openSession('u-1');
  const toasts: string[] = [];
  const moves: string[] = [];
  const errors = testErrorPolicy(
    { get: () => token, set: () => undefined, remove: () => undefined, clear: () => undefined },
    { assign: (path) => moves.push(path), replace: (path) => moves.push(path), reload: () => moves.push('reload') },
    { show: (messages) => toasts.push(...(typeof messages === 'string' ? [messages] : messages)), showAfterReload: () => undefined },
  );
  const clock = { now: () => new Date(TODAY.getTime()) };
  const patientDateOfBirth = async () => backend.userByToken(token).map((user) => user.dateOfBirth).unwrapOr(null);
  const api = new FakeFamilyApi(backend, () => token);
  const family = new FamilyMembers({ api, errors, clock, queries: testQueries(clock), patientDateOfBirth });
  return { api, backend, family, toasts, moves };
}

async function fillIn(user: ReturnType<typeof renderWithTheme>['user'], values: { name?: string; relation?: string; dateOfBirth?: string; mobile?: string }) {
  if (values.name !== undefined) await user.type(screen.getByLabelText('Full name'), values.name);
  if (values.relation !== undefined) {
    const relation = screen.getByLabelText('Relation');
    await waitFor(() => expect(screen.getByRole('option', { name: values.relation })).toBeInTheDocument());
    await user.selectOptions(relation, values.relation);
  }
  if (values.dateOfBirth !== undefined) await user.type(screen.getByLabelText('Date of birth'), values.dateOfBirth);
  if (values.mobile !== undefined) await user.type(screen.getByLabelText('Mobile number (optional)'), values.mobile);
}

describe('AddFamilyMemberForm', () => {
  it('names every missing field at its place, puts the cursor on the first, and sends nothing', async () => {
    const { family } = priyasFamily();
    const add = vi.spyOn(family, 'add');
    const { user } = renderWithTheme(<AddFamilyMemberForm family={family} onAdded={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Enter the family member’s name');
    expect(screen.getByLabelText('Relation')).toHaveAccessibleDescription('Choose how they are related to you');
    expect(screen.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription('Choose female, male or other');
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription('Enter their date of birth');
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(add).not.toHaveBeenCalled();
  });

  it('offers the relations in words and fills the gender the relation suggests, which the patient may change', async () => {
    const { family } = priyasFamily();
    const { user } = renderWithTheme(<AddFamilyMemberForm family={family} onAdded={() => undefined} />);
    await fillIn(user, { relation: 'Sister' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose how they are related to you',
      'Father',
      'Mother',
      'Daughter',
      'Son',
      'Brother',
      'Sister',
      'Wife',
      'Husband',
      'Friend',
    ]);
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.selectOptions(screen.getByLabelText('Relation'), 'Brother');
    expect(screen.getByRole('radio', { name: 'Other' })).toBeChecked();
  });

  it('checks a field as it is left, and clears the message once it is put right', async () => {
    const { family } = priyasFamily();
    const { user } = renderWithTheme(<AddFamilyMemberForm family={family} onAdded={() => undefined} />);
    await fillIn(user, { mobile: '12345' });
    await user.tab();
    expect(screen.getByLabelText('Mobile number (optional)')).toHaveAccessibleDescription(/Enter a 10-digit mobile number/);
    await user.clear(screen.getByLabelText('Mobile number (optional)'));
    expect(screen.getByLabelText('Mobile number (optional)')).not.toHaveAccessibleDescription(/Enter a 10-digit/);
  });

  it('adds the member, hands them to the caller and lists them for every picker', async () => {
    const { family } = priyasFamily();
    await family.load();
    const onAdded = vi.fn();
    const { user } = renderWithTheme(<AddFamilyMemberForm family={family} onAdded={onAdded} />);
    await fillIn(user, { name: 'Rohan Sharma', relation: 'Son', dateOfBirth: '2023-01-05' });
    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(onAdded.mock.calls[0]?.[0]).toMatchObject({ name: 'Rohan Sharma', relation: 'SON', gender: 'MALE', dateOfBirth: '2023-01-05', mobileNumber: null, status: 'ACTIVE' });
    expect(family.current?.map((m) => m.name)).toEqual(['Amit Sharma', 'Ananya Sharma', 'Sunita Agarwal', 'Rohan Sharma']);
  });

  it('keeps everything typed when the call fails, says why, and adds on the next try', async () => {
    const { family, backend, toasts } = priyasFamily();
    const onAdded = vi.fn();
    const { user, clock } = renderWithTheme(<AddFamilyMemberForm family={family} onAdded={onAdded} />);
    await fillIn(user, { name: 'Kiran Rao', relation: 'Friend', dateOfBirth: '1991-04-30', mobile: '98450 12345' });
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    backend.injectFault('500');
    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kiran Rao was not added. The demo server failed on purpose (injected fault).');
    expect(screen.getByLabelText('Full name')).toHaveValue('Kiran Rao');
    expect(screen.getByLabelText('Relation')).toHaveValue('FRIEND');
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1991-04-30');
    expect(screen.getByLabelText('Mobile number (optional)')).toHaveValue('98450 12345');
    expect(toasts).toEqual([]);
    // The next try is taken once the 1500 ms throttle has passed (spec §9).
    clock.advance(THROTTLE_MS);
    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(onAdded.mock.calls[0]?.[0]).toMatchObject({ name: 'Kiran Rao', mobileNumber: '9845012345' });
  });

  it('names someone already in the family at the name field, and sends nothing', async () => {
    const { api, family } = priyasFamily();
    const add = vi.spyOn(api, 'addMember');
    const { user } = renderWithTheme(<AddFamilyMemberForm family={family} onAdded={() => undefined} />);
    await fillIn(user, { name: 'Sunita Agarwal', relation: 'Mother', dateOfBirth: '1964-11-02' });
    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Sunita Agarwal is already in your family');
    expect(add).not.toHaveBeenCalled();
  });

  it('says at the field when a second husband or a mother younger than the patient is added', async () => {
    const { family } = priyasFamily();
    const { user } = renderWithTheme(<AddFamilyMemberForm family={family} onAdded={() => undefined} />);
    await fillIn(user, { name: 'Kamla Devi', relation: 'Mother', dateOfBirth: '2001-01-01' });
    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    expect(await screen.findByLabelText('Date of birth')).toHaveAccessibleDescription('A parent’s date of birth must be before yours');
    await user.selectOptions(screen.getByLabelText('Relation'), 'Husband');
    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    await waitFor(() => expect(screen.getByLabelText('Relation')).toHaveAccessibleDescription('You already have a wife or husband in your family'));
  });

  it('corrects a member: starts from them as stored, saves the change and hands back the member as saved', async () => {
    const { family } = priyasFamily();
    const mother = (await family.load()).unwrap()[2];
    if (!mother) throw new Error('Priya’s seed has her mother');
    const onSaved = vi.fn();
    const { user } = renderWithTheme(<AddFamilyMemberForm family={family} member={mother} onAdded={onSaved} />);
    expect(screen.getByLabelText('Full name')).toHaveValue('Sunita Agarwal');
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '1964-11-12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ id: mother.id, name: 'Sunita Agarwal', dateOfBirth: '1964-11-12' });
    expect(family.current?.find((m) => m.id === mother.id)?.dateOfBirth).toBe('1964-11-12');
  });

  it('sends one request for a double click', async () => {
    const { family, backend } = priyasFamily();
    backend.latencyMs = 50;
    const add = vi.spyOn(family, 'add');
    const onAdded = vi.fn();
    const { user } = renderWithTheme(<AddFamilyMemberForm family={family} onAdded={onAdded} />);
    await fillIn(user, { name: 'Meera Iyer', relation: 'Sister', dateOfBirth: '1995-09-09' });
    await user.dblClick(screen.getByRole('button', { name: 'Add family member' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalledTimes(1));
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('works inside a dialog: the cursor starts in the name, and what was typed survives closing it', async () => {
    const { family } = priyasFamily();
    function WithDialog({ family: f }: { family: FamilyMembers }) {
      const [open, setOpen] = useState(false);
      const [added, setAdded] = useState<FamilyMember | null>(null);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Add a family member
          </button>
          {added && <p>Added {added.name}</p>}
          {open && (
            <Dialog title="Add a family member" onClose={() => setOpen(false)}>
              <AddFamilyMemberForm
                family={f}
                onCancel={() => setOpen(false)}
                onAdded={(member) => {
                  setAdded(member);
                  setOpen(false);
                }}
              />
            </Dialog>
          )}
        </>
      );
    }
    const { user } = renderWithTheme(<WithDialog family={family} />);
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    await user.type(screen.getByLabelText('Full name'), 'Dev Malhotra');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Dev Malhotra');
    await fillIn(user, { relation: 'Brother', dateOfBirth: '1990-12-01' });
    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    expect(await screen.findByText('Added Dev Malhotra')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AddFamilyMemberForm in Hindi', () => {
  afterEach(() => switchLanguage('en'));

  it('names its fields, relations, genders and button in Hindi, and says in Hindi who was not added and why', async () => {
    await switchLanguage('hi');
    const { family, backend } = priyasFamily();
    const { user } = renderWithTheme(<AddFamilyMemberForm family={family} onAdded={() => undefined} onCancel={() => undefined} />);
    await user.type(await screen.findByLabelText('पूरा नाम'), 'Kiran Rao');
    await waitFor(() => expect(screen.getByRole('option', { name: 'दोस्त' })).toBeInTheDocument());
    expect(screen.getByRole('option', { name: 'चुनें कि वे आपके क्या लगते हैं' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('रिश्ता'), 'दोस्त');
    await user.click(within(screen.getByRole('group', { name: 'लिंग' })).getByRole('radio', { name: 'महिला' }));
    await user.type(screen.getByLabelText('जन्म की तारीख़'), '1991-04-30');
    expect(screen.getByLabelText('मोबाइल नंबर (ज़रूरी नहीं)')).toHaveAccessibleDescription('अगर उनका अपना फ़ोन नहीं है तो इसे खाली छोड़ दें।');
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();

    backend.injectFault('timeout');
    await user.click(screen.getByRole('button', { name: 'परिवार का सदस्य जोड़ें' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Kiran Rao को जोड़ा नहीं जा सका। सर्वर ने जवाब देने में बहुत देर लगाई। कृपया फिर से कोशिश करें।');
  });
});

describe('AddFamilyMemberForm and ForWhomPicker for assistive technology', () => {
  it('have no serious axe findings, with every field’s error showing', async () => {
    const axe = (await import('axe-core')).default;
    const { family } = priyasFamily();
    const { user, container } = renderWithTheme(
      <>
        <ForWhomPicker selfName="Priya" members={(await family.load()).unwrap()} selected={null} today={TODAY} onChange={() => undefined} onAddMember={() => undefined} />
        <AddFamilyMemberForm family={family} onAdded={() => undefined} onCancel={() => undefined} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('option', { name: 'Friend' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add family member' }));
    // jsdom paints nothing, so contrast is left to the Chromium axe runs.
    const result = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
