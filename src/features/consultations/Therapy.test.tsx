import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO, renderApp } from '../../test/render-app';
import { chooseFirstSlot } from './test-kit';

describe('Mental wellness', { timeout: 40000 }, () => {
  it('lists all psychologists and psychiatrists, and no other doctor', async () => {
    await renderApp('/mental-wellness/AllDoc');
    const therapists = await screen.findByRole('list', { name: 'Therapists' });
    const items = within(therapists).getAllByRole('listitem');
    expect(items).toHaveLength(8);
    for (const item of items) expect(item).toHaveTextContent(/Psychology|Psychiatry/);
  });

  it('books a package of sessions with its first session, showing the package price and what follows', async () => {
    const { user } = await renderApp('/bookTherapist/dr701', { signInAs: DEMO.patient });
    await user.click(await screen.findByRole('radio', { name: /Package of 4 sessions · ₹2,876\.00/ }));
    expect(screen.getByRole('radio', { name: /Package of 4 sessions/ })).toHaveAccessibleName(/save 10%/);
    await user.click(await chooseFirstSlot());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Anxiety or stress' }));
    await user.click(screen.getByRole('button', { name: 'Continue to summary' }));
    expect(await screen.findByTestId('payable')).toHaveTextContent('₹2,876.00');
    expect(screen.getByText('Package of 4 sessions: this session now, the other 3 to book whenever you like.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay ₹2,876.00' })).toBeEnabled();
  });
});
