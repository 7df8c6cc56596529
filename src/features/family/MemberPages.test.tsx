import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(async () => {
  await switchLanguage('en');
});

describe('The members list', { timeout: 30000 }, () => {
  it('shows each member with relation, age, gender, mobile number and family slot status, opening their details', async () => {
    await renderApp('/patient/members', { signInAs: DEMO.subscriber });
    const list = await screen.findByRole('list', { name: 'Your family members' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Amit Sharma Active', 'Ananya Sharma Active', 'Sunita Agarwal Active']);
    expect(items[0]).toHaveTextContent(/Husband, \d+ years · Male · Mobile 98765 01234/);
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Ananya Sharma' })).toHaveAttribute('href', '/patient/member-details/fm-2');
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Edit Ananya Sharma' })).toHaveAttribute('href', '/patient/family-member/fm-2');
  });

  it('links to the patient’s own travel companions, as a member’s details link to theirs', async () => {
    await renderApp('/patient/members', { signInAs: DEMO.subscriber });
    const own = await screen.findByRole('region', { name: 'Your travel companions' });
    expect(within(own).getByRole('link', { name: 'Open your travel companions' })).toHaveAttribute('href', '/healthcare/add-travel-members/u-1');
  });

  it('asks before removing a member, says what stays, and lists the family without them', async () => {
    const { user } = await renderApp('/patient/members', { signInAs: DEMO.subscriber });
    await user.click(await screen.findByRole('button', { name: 'Remove Sunita Agarwal' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Sunita Agarwal?' });
    expect(dialog).toHaveTextContent('Consultations and lab tests already booked for them stay booked');
    expect(within(dialog).getByRole('button', { name: 'Keep Sunita Agarwal' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sunita Agarwal was removed from your family.');
    const list = screen.getByRole('list', { name: 'Your family members' });
    expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Amit Sharma Active', 'Ananya Sharma Active']);
  });
});

describe('A member’s details', { timeout: 30000 }, () => {
  it('show who they are, where their bookings are, their medical history and their health records', async () => {
    await renderApp('/patient/member-details/fm-3', { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunita Agarwal' })).toBeInTheDocument();
    expect(screen.getByText('Mother')).toBeInTheDocument();
    expect(screen.getByText('2 November 1964')).toBeInTheDocument();
    expect(screen.getByText('98400 12345')).toBeInTheDocument();
    const bookings = screen.getByRole('region', { name: 'Their bookings' });
    expect(within(bookings).getByRole('link', { name: 'Their consultations' })).toHaveAttribute('href', '/patient/consultations?member=fm-3');
    expect(within(bookings).getByRole('link', { name: 'Their lab test orders' })).toHaveAttribute('href', '/healthcare/diagnostics-orders?member=fm-3');
    const history = screen.getByRole('region', { name: 'Medical history' });
    expect(within(history).getByRole('link', { name: 'Open their medical history' })).toHaveAttribute('href', '/patient/medicalHistory/basic/fm-3');
    const records = screen.getByRole('region', { name: 'Health records' });
    expect(within(records).getByRole('link', { name: 'Open their health records' })).toHaveAttribute('href', '/patient/health-record?member=fm-3');
  });

  it('say a member of another family is not found, and show nothing of them', async () => {
    await renderApp('/patient/member-details/fm-4', { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this family member in your family.');
    expect(screen.queryByText('Ramprasad Verma')).not.toBeInTheDocument();
  });
});

describe('Editing a member', { timeout: 30000 }, () => {
  it('starts from them as stored and shows their details saved', async () => {
    const { user, location } = await renderApp('/patient/family-member/fm-2', { signInAs: DEMO.subscriber });
    const dateOfBirth = await screen.findByLabelText('Date of birth');
    expect(dateOfBirth).toHaveValue('2019-08-21');
    await user.clear(dateOfBirth);
    await user.type(dateOfBirth, '2019-08-12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location.current.pathname).toBe('/patient/member-details/fm-2'));
    expect(await screen.findByRole('status')).toHaveTextContent('The details of Ananya Sharma were saved.');
    expect(screen.getByText('12 August 2019')).toBeInTheDocument();
  });
});

describe('The patient’s family tree', { timeout: 30000 }, () => {
  it('opens a member’s details from their card', async () => {
    const { user, location } = await renderApp('/patient/family-tree', { signInAs: DEMO.subscriber });
    const parents = await screen.findByRole('region', { name: 'Parents' });
    await user.click(within(parents).getByRole('link', { name: 'Sunita Agarwal' }));
    await waitFor(() => expect(location.current.pathname).toBe('/patient/member-details/fm-3'));
  });
});

describe('The members pages in Hindi', { timeout: 30000 }, () => {
  it('show the list, its slot status, and the remove dialog in Hindi', async () => {
    await switchLanguage('hi');
    const { user } = await renderApp('/patient/members', { signInAs: DEMO.patient });
    expect(await screen.findByRole('heading', { level: 1, name: 'सदस्य' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'आपके परिवार के सदस्य' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(/Ramprasad Verma सक्रिय.*पिता, \d+ साल · पुरुष/);
    await user.click(screen.getByRole('button', { name: 'Ramprasad Verma हटाएँ' }));
    expect(screen.getByRole('dialog', { name: 'Ramprasad Verma को हटाएँ?' })).toHaveTextContent('उनके पुराने ऑर्डर और रिकॉर्ड देखे जा सकेंगे।');
  });
});
