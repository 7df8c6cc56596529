import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

describe('Call-back and quick-consult forms', { timeout: 30000 }, () => {
  it('says what is wrong at each field, keeps what was typed, then sends and gives a request number', async () => {
    const { user } = await renderApp('/RXFlashForm');
    await user.type(await screen.findByLabelText('Name'), 'Meera Krishnan');
    await user.type(screen.getByLabelText('Mobile number', { exact: false }), '12345');
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));
    const mobile = screen.getByLabelText('Mobile number', { exact: false });
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('What is the problem?')).toHaveAccessibleDescription(/at least 10 characters/);
    expect(screen.getByText('Tick to let us call you on this number')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Meera Krishnan');

    await user.clear(mobile);
    await user.type(mobile, '9845012345');
    await user.type(screen.getByLabelText('What is the problem?'), 'Need my thyroid prescription renewed');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to be called on this number about my request' }));
    await user.click(screen.getByRole('button', { name: 'Request a call back' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Your request number is CB\d+\. ?We will call you on \+91 9845012345 within 30 minutes/);
  });

  it('asks the medical form for the patient’s age', async () => {
    const { user } = await renderApp('/medicalForm');
    await user.click(await screen.findByRole('button', { name: 'Request a call back' }));
    expect(await screen.findByText('Enter the patient’s age in years, from 0 to 120')).toBeVisible();
  });
});
