import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../i18n/i18n';
import { MEDICAL_HISTORY } from '../../app/modules/medical-history/tokens';
import { DEMO, renderApp } from '../../test/render-app';

/** Priya's and her mother's ids in the fake seed (fakes/seed.ts). */
const PRIYA_ID = 'u-1';

afterEach(() => switchLanguage('en'));

describe('The medical history', { timeout: 30000 }, () => {
  it('walks the onboarding: basic details with the BMI, saved, then the next form, with the steps showing what is filled', async () => {
    const { user, services, location } = await renderApp('/auth/medicalHistory/basic', { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('heading', { level: 2, name: 'Basic details' })).toBeVisible();
    expect(screen.getByText('Form 1 of 9')).toBeVisible();
    expect(screen.getByText('0 of 9 forms filled')).toBeVisible();

    await user.type(screen.getByLabelText('Height (cm)'), '162');
    await user.type(screen.getByLabelText('Weight (kg)'), '58.5');
    expect(screen.getByText('BMI 22.3: Healthy')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Blood group'), 'B+');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Habits' })).toBeVisible();
    expect(location.current.pathname).toBe('/auth/medicalHistory/habits');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Basic details saved.');
    expect(screen.getByText('1 of 9 forms filled')).toBeVisible();
    const steps = within(screen.getByRole('navigation', { name: 'The forms of the medical history' }));
    expect(steps.getByRole('link', { name: 'Basic details (filled)' })).toHaveAttribute('href', '/auth/medicalHistory/basic');
    expect(steps.getByRole('link', { name: 'Habits (not filled yet)' })).toHaveAttribute('aria-current', 'step');
    const saved = (await services.get(MEDICAL_HISTORY.MedicalHistoryApi).history(PRIYA_ID)).unwrap();
    expect(saved.basic?.answers).toEqual({ heightCm: 162, weightKg: 58.5, bloodGroup: 'B+' });
  });

  it('says at each field what is wrong and sends nothing', async () => {
    const { user, services } = await renderApp('/auth/medicalHistory/basic', { signInAs: DEMO.subscriber });
    await user.type(await screen.findByLabelText('Height (cm)'), '1620');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Enter a number from 30 to 250.')).toBeVisible();
    expect(screen.getByLabelText('Height (cm)')).toHaveFocus();
    expect(screen.getByLabelText('Weight (kg)')).toHaveAccessibleDescription('Fill this in.');
    expect((await services.get(MEDICAL_HISTORY.MedicalHistoryApi).history(PRIYA_ID)).unwrap()).toEqual({});
  });

  it("adds rows to a family member's family history, each relative and condition at its own field", async () => {
    const { user, services } = await renderApp(`/patient/medicalHistory/family%20disease/fm-3`, { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('heading', { level: 2, name: 'Family history' })).toBeVisible();
    expect(await screen.findByText('For Sunita Agarwal')).toBeVisible();
    const people = within(screen.getByRole('navigation', { name: 'Also keep the history of' }));
    expect(people.getByRole('link', { name: 'You' })).toHaveAttribute('href', `/patient/medicalHistory/family-disease/${PRIYA_ID}`);
    expect(people.getByRole('link', { name: 'Amit Sharma' })).toHaveAttribute('href', '/patient/medicalHistory/family-disease/fm-1');
    expect(people.queryByRole('link', { name: 'Sunita Agarwal' })).not.toBeInTheDocument();
    expect(screen.getByText('None added. If there are none, save as it is.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a family condition' }));
    const row = within(screen.getByRole('group', { name: 'Family condition 1' }));
    await user.selectOptions(row.getByLabelText('Relative'), 'Father');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await row.findByText('Choose one.')).toBeVisible();
    await user.selectOptions(row.getByLabelText('Condition'), 'Diabetes');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Vaccinations' })).toBeVisible();
    const saved = (await services.get(MEDICAL_HISTORY.MedicalHistoryApi).history('fm-3')).unwrap();
    expect(saved['family-disease']?.answers).toEqual({ conditions: [{ relation: 'FATHER', condition: 'DIABETES' }] });
  });

  it('keeps what was typed and not saved when the patient leaves the form and comes back, and can go back to what is saved', async () => {
    const { user } = await renderApp('/auth/medicalHistory/basic', { signInAs: DEMO.subscriber });
    await user.type(await screen.findByLabelText('Height (cm)'), '158');
    const steps = within(screen.getByRole('navigation', { name: 'The forms of the medical history' }));
    await user.click(steps.getByRole('link', { name: 'Habits (not filled yet)' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Habits' })).toBeVisible();
    await user.click(within(screen.getByRole('navigation', { name: 'The forms of the medical history' })).getByRole('link', { name: 'Basic details (not filled yet)' }));

    expect(await screen.findByLabelText('Height (cm)')).toHaveValue('158');
    expect(screen.getByText('This is what you typed before; it is not saved yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show what is saved instead' }));
    await waitFor(() => expect(screen.getByLabelText('Height (cm)')).toHaveValue(''));
  });

  it('speaks Hindi: the form, its choices and its messages', async () => {
    await switchLanguage('hi');
    const { user } = await renderApp('/auth/medicalHistory/habits', { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('heading', { level: 2, name: 'आदतें' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'धूम्रपान या तंबाकू' })).toBeVisible();
    expect(screen.getAllByRole('radio', { name: 'कभी नहीं' })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'सेव करें और आगे बढ़ें' }));
    expect((await screen.findAllByText('एक चुनें।')).length).toBe(3);
  });
});
