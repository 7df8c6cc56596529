import { screen, waitFor, within } from '@testing-library/react';
import { Err } from 'ts-results-es';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAMILY } from '../../app/modules/family/tokens';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp, type AppHarness } from '../../test/render-app';

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
});

async function addMember(user: AppHarness['user'], member: { name: string; relation: string; dateOfBirth: string }) {
  await user.type(await screen.findByLabelText('Full name'), member.name);
  await waitFor(() => expect(screen.getByRole('option', { name: member.relation })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('Relation'), member.relation);
  await user.type(screen.getByLabelText('Date of birth'), member.dateOfBirth);
  await user.click(screen.getByRole('button', { name: 'Add family member' }));
}

describe('Family details', { timeout: 30000 }, () => {
  it('lists Priya’s family with relation, age, gender and mobile number', async () => {
    await renderApp('/healthcare/FamilyDetails', { signInAs: DEMO.subscriber });
    const list = await screen.findByRole('list', { name: 'Your family members' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Amit Sharma', 'Ananya Sharma', 'Sunita Agarwal']);
    expect(items[0]).toHaveTextContent(/Husband, \d+ years · Male · Mobile 98765 01234/);
    expect(items[1]).toHaveTextContent(/Daughter, \d+ years · Female$/);
  });

  it('asks a visitor to sign in, and comes back here after', async () => {
    await renderApp('/healthcare/FamilyDetails');
    expect(await screen.findByRole('link', { name: 'Log in or register' })).toHaveAttribute('href', '/auth/login?refer=/healthcare/FamilyDetails');
  });

  it('adds a member in a dialog and lists them at once', async () => {
    const { user } = await renderApp('/healthcare/FamilyDetails', { signInAs: DEMO.patient });
    await screen.findByText('Ramprasad Verma');
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a family member' });
    expect(within(dialog).getByLabelText('Full name')).toHaveFocus();
    await addMember(user, { name: 'Vikram Verma', relation: 'Brother', dateOfBirth: '1966-07-19' });
    expect(await screen.findByRole('status')).toHaveTextContent('Vikram Verma was added to your family.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your family members' });
    expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Ramprasad Verma', 'Vikram Verma']);
  });

  it('asks whom a booking is for when sent with refer, and goes back with the choice as famId', async () => {
    const { user, location } = await renderApp('/healthcare/FamilyDetails?refer=/healthcare/home_collection', { signInAs: DEMO.subscriber });
    const group = await screen.findByRole('group', { name: 'Who is this for?' });
    await waitFor(() => expect(within(group).getByRole('radio', { name: 'Myself (Priya)' })).toBeChecked());
    await user.click(within(group).getByRole('radio', { name: /Ananya Sharma/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(`${location.current.pathname}${location.current.search}`).toBe('/healthcare/home-collection?famId=fm-2'));
  });

  it('says when the family cannot be loaded, and Try again brings it', async () => {
    const { user, services } = await renderApp('/healthcare/FamilyDetails?refer=/healthcare/home_collection&famId=fm-2', { signInAs: DEMO.subscriber });
    // The page's chunk is still on its way, so its first read is this one.
    vi.spyOn(services.get(FAMILY.FamilyApi), 'members').mockResolvedValueOnce(Err({ kind: 'server', status: 503, message: 'Service unavailable' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your family members. Service unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The member the booking had chosen is still chosen.
    await waitFor(() => expect(screen.getByRole('radio', { name: /Ananya Sharma/ })).toBeChecked());
  });

  it('chooses a member added on the spot from the booking’s list', async () => {
    const { user, location } = await renderApp('/healthcare/FamilyDetails?refer=/healthcare/home_collection', { signInAs: DEMO.patient });
    await screen.findByRole('group', { name: 'Who is this for?' });
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    await addMember(user, { name: 'Kamla Verma', relation: 'Mother', dateOfBirth: '1940-05-05' });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Kamla Verma/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location.current.search).toMatch(/^\?famId=fm-\d+$/));
  });
});

describe('Adding a family member on its own page', { timeout: 30000 }, () => {
  it('returns to the booking that sent the patient, with the new member as famId', async () => {
    const { user, location, services } = await renderApp('/book/add-family?refer=/book/bookSpecialist', { signInAs: DEMO.patient });
    await addMember(user, { name: 'Neha Verma', relation: 'Daughter', dateOfBirth: '1995-02-14' });
    await waitFor(() => expect(location.current.pathname).toBe('/book/bookSpecialist'));
    const famId = new URLSearchParams(location.current.search).get('famId');
    const members = services.get(FAMILY.FamilyMembers).current ?? [];
    expect(members.find((m) => m.id === famId)).toMatchObject({ name: 'Neha Verma', relation: 'DAUGHTER', gender: 'FEMALE', status: 'ACTIVE' });
  });

  it('goes back to the family list when nothing sent the patient', async () => {
    const { user, location } = await renderApp('/healthcare/add-familydetails', { signInAs: DEMO.patient });
    await addMember(user, { name: 'Arjun Verma', relation: 'Son', dateOfBirth: '1992-10-10' });
    await waitFor(() => expect(location.current.pathname).toBe('/healthcare/FamilyDetails'));
    expect(await screen.findByText('Arjun Verma')).toBeInTheDocument();
  });

  it('keeps what was typed when someone already in the family is added again, with the reason at the name', async () => {
    const { user, location } = await renderApp('/healthcare/add-familydetails', { signInAs: DEMO.subscriber });
    await addMember(user, { name: 'Sunita Agarwal', relation: 'Mother', dateOfBirth: '1964-11-02' });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Sunita Agarwal is already in your family'));
    expect(screen.getByLabelText('Full name')).toHaveValue('Sunita Agarwal');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1964-11-02');
    expect(location.current.pathname).toBe('/healthcare/add-familydetails');
  });

  it('ignores a refer that is not a page of this app', async () => {
    const { user, location } = await renderApp('/book/add-family?refer=//evil.example/x', { signInAs: DEMO.patient });
    await addMember(user, { name: 'Ravi Verma', relation: 'Brother', dateOfBirth: '1970-03-03' });
    await waitFor(() => expect(location.current.pathname).toBe('/book/bookConsultationGP'));
  });
});

describe('The family pages in Hindi', { timeout: 30000 }, () => {
  it('show the list, its relations, ages and genders, the add button and a failure in Hindi', async () => {
    await switchLanguage('hi');
    const { user, services } = await renderApp('/healthcare/FamilyDetails', { signInAs: DEMO.patient });
    vi.spyOn(services.get(FAMILY.FamilyApi), 'members').mockResolvedValueOnce(Err({ kind: 'server', status: 503, message: 'Service unavailable' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'परिवार की जानकारी' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('हम आपके परिवार के सदस्य लोड नहीं कर सके। Service unavailable');
    await user.click(screen.getByRole('button', { name: 'फिर से कोशिश करें' }));
    const list = await screen.findByRole('list', { name: 'आपके परिवार के सदस्य' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(/Ramprasad Vermaपिता, \d+ साल · पुरुष/);
    await user.click(screen.getByRole('button', { name: 'परिवार का सदस्य जोड़ें' }));
    expect(screen.getByRole('dialog', { name: 'परिवार का सदस्य जोड़ें' })).toBeInTheDocument();
  });
});
