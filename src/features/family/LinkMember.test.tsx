import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../fakes/seed';
import { THROTTLE_MS } from '../../../domain/shared/constants';
import { DEMO, renderApp } from '../../test/render-app';

const ARJUN = DEMO_ACCOUNTS.linkable.mobileNumber;

describe('Linking a family member’s account by mobile', { timeout: 60000 }, () => {
  it('sends Arjun a code, and with it lists him in the family as his own linked account', async () => {
    const { user, location, clock } = await renderApp('/patient/family-member', { signInAs: DEMO.subscriber });
    await user.click(await screen.findByRole('button', { name: 'They have a CareWell account: link it by mobile number' }));
    const form = screen.getByRole('form', { name: 'Link a family member’s account' });
    await user.type(within(form).getByLabelText('Their mobile number'), ARJUN);
    await user.selectOptions(within(form).getByLabelText('How they are related to you'), 'BROTHER');
    await user.click(within(form).getByRole('button', { name: 'Send them a code' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Ask Arjun M. for the code' })).toBeInTheDocument();
    const code = screen.getByLabelText('One-time password (OTP)');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Link their account' }));
    expect(await screen.findByText(/The OTP you entered is incorrect\. You have 4 attempts left\./)).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '123456');
    clock.advance(THROTTLE_MS);
    await user.click(screen.getByRole('button', { name: 'Link their account' }));
    expect(await screen.findByText('The account of Arjun Mehta is linked: they are in your family now.', {}, { timeout: 15000 })).toHaveAttribute('role', 'status');
    expect(location.current.pathname).toMatch(/^\/patient\/member-details\/fm-/);
    expect(screen.getByText('Their own, linked with their consent')).toBeInTheDocument();
    expect(screen.getByText('Brother')).toBeInTheDocument();
  });

  it('refuses the patient’s own number and a member’s number at the field, and offers to add a number with no account as a new member', async () => {
    const { user } = await renderApp('/patient/family-member', { signInAs: DEMO.subscriber });
    await user.click(await screen.findByRole('button', { name: 'They have a CareWell account: link it by mobile number' }));
    const mobile = screen.getByLabelText('Their mobile number');
    await user.selectOptions(screen.getByLabelText('How they are related to you'), 'SISTER');

    await user.type(mobile, DEMO_ACCOUNTS.subscriber.mobileNumber);
    await user.click(screen.getByRole('button', { name: 'Send them a code' }));
    expect(await screen.findByText('This is your own number. Enter the mobile number of the family member.')).toBeInTheDocument();
    expect(mobile).toHaveAttribute('aria-invalid', 'true');

    await user.clear(mobile);
    await user.type(mobile, '9876501234');
    await user.click(screen.getByRole('button', { name: 'Send them a code' }));
    expect(await screen.findByText('Amit Sharma is already in your family with this number')).toBeInTheDocument();

    await user.clear(mobile);
    await user.type(mobile, '9700011199');
    await user.click(screen.getByRole('button', { name: 'Send them a code' }));
    expect(await screen.findByText('No CareWell account uses this number.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add 97000 11199 as a new family member instead' }));
    expect(await screen.findByLabelText('Mobile number (optional)')).toHaveValue('9700011199');
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });
});
