import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { THROTTLE_MS } from '../../../domain/shared/constants';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

const SUNITAS = '/healthcare/add-travel-members/fm-3';
const AADHAAR = '2345 6789 0124';

afterEach(async () => {
  sessionStorage.clear();
  await switchLanguage('en');
});

async function fillIn(user: UserEvent, fields: { name: string; age: string; relation?: string; idType?: string; idNumber?: string }) {
  await user.type(await screen.findByLabelText('Full name, as on their ID'), fields.name);
  await user.selectOptions(screen.getByLabelText('Relation to Sunita Agarwal'), fields.relation ?? 'Son');
  await user.type(screen.getByLabelText('Age in years'), fields.age);
  await user.click(screen.getByRole('radio', { name: 'Male' }));
  await user.selectOptions(screen.getByLabelText('Photo ID they will carry'), fields.idType ?? 'Aadhaar');
  await user.type(screen.getByLabelText('ID number'), fields.idNumber ?? AADHAAR);
}

describe('Travel companions', { timeout: 30000 }, () => {
  it('says at each field what is wrong, then adds the companion, showing their ID only as its last four digits', async () => {
    const { user } = await renderApp(SUNITAS, { signInAs: DEMO.subscriber });
    expect(await screen.findByText('Nobody is travelling with Sunita Agarwal yet. Add the people who will go with them.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add companion' }));
    expect(screen.getByLabelText('Full name, as on their ID')).toHaveAccessibleDescription('Enter the companion’s name');
    expect(screen.getByLabelText('Full name, as on their ID')).toHaveFocus();
    expect(screen.getByLabelText('Age in years')).toHaveAccessibleDescription('Enter their age in years, from 1 to 120');
    await fillIn(user, { name: 'Rohan Agarwal', age: '34' });
    await user.click(screen.getByRole('checkbox', { name: 'Lower berth' }));
    await user.click(screen.getByRole('button', { name: 'Add companion' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Rohan Agarwal will travel with Sunita Agarwal.');
    const list = screen.getByRole('list', { name: 'Travelling with Sunita Agarwal' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent(/Son, 34 years · Male/);
    expect(item).toHaveTextContent('Aadhaar XXXX-XXXX-0124');
    expect(item).toHaveTextContent('Needs: Lower berth');
    expect(document.body).not.toHaveTextContent('234567890124');
    expect(screen.getByLabelText('Full name, as on their ID')).toHaveValue('');
  });

  it('keeps everything typed when the call fails, and adds on the next press', async () => {
    const { user, demo, clock } = await renderApp(SUNITAS, { signInAs: DEMO.subscriber });
    await fillIn(user, { name: 'Meena Iyer', age: '41', relation: 'Friend', idType: 'Passport', idNumber: 'K1234567' });
    await demo.injectFault('500', 1);
    await user.click(screen.getByRole('button', { name: 'Add companion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Meena Iyer was not added.');
    expect(screen.getByLabelText('Full name, as on their ID')).toHaveValue('Meena Iyer');
    expect(screen.getByLabelText('ID number')).toHaveValue('K1234567');
    clock.advance(THROTTLE_MS);
    await user.click(screen.getByRole('button', { name: 'Add companion' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Meena Iyer will travel with Sunita Agarwal.');
    expect(screen.getByRole('list', { name: 'Travelling with Sunita Agarwal' })).toHaveTextContent('Passport XXXX4567');
  });

  it('corrects a companion keeping their ID number, and removes them after asking', async () => {
    const { user } = await renderApp(SUNITAS, { signInAs: DEMO.subscriber });
    await fillIn(user, { name: 'Rohan Agarwal', age: '34' });
    await user.click(screen.getByRole('button', { name: 'Add companion' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Rohan Agarwal' }));
    expect(screen.getByRole('heading', { name: 'Edit Rohan Agarwal' })).toBeInTheDocument();
    expect(screen.getByLabelText('ID number')).toHaveAccessibleDescription('Leave empty to keep XXXX-XXXX-0124.');
    const age = screen.getByLabelText('Age in years');
    await user.clear(age);
    await user.type(age, '35');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The details of Rohan Agarwal were saved.');
    const list = screen.getByRole('list', { name: 'Travelling with Sunita Agarwal' });
    expect(list).toHaveTextContent(/Son, 35 years · Male/);
    expect(list).toHaveTextContent('Aadhaar XXXX-XXXX-0124');
    await user.click(screen.getByRole('button', { name: 'Remove Rohan Agarwal' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Rohan Agarwal?' });
    expect(within(dialog).getByRole('button', { name: 'Keep Rohan Agarwal' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Rohan Agarwal no longer travels with Sunita Agarwal.'));
    expect(screen.queryByRole('list', { name: 'Travelling with Sunita Agarwal' })).not.toBeInTheDocument();
  });

  it('says someone of another family is not found, and shows nothing of them', async () => {
    await renderApp('/healthcare/add-travel-members/fm-4', { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this person in your family');
    expect(screen.queryByText(/Ramprasad/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('is in Hindi, the names as written', async () => {
    await switchLanguage('hi');
    await renderApp(SUNITAS, { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('heading', { level: 1, name: 'यात्रा करने वाले सदस्य जोड़ें' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Sunita Agarwal से रिश्ता')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'व्हीलचेयर' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'जोड़ें' })).toBeInTheDocument();
  });
});
