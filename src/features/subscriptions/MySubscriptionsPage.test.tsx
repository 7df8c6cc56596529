import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAMILY } from '../../app/modules/family/tokens';
import { SUBSCRIPTIONS } from '../../app/modules/subscriptions/tokens';
import { switchLanguage } from '../../i18n/i18n';
import { DEMO, renderApp } from '../../test/render-app';

afterEach(async () => {
  await switchLanguage('en');
  vi.restoreAllMocks();
});

/** Priya's Care Plus Silver has one family slot, which her mother Sunita holds; Amit (fm-1) is her husband (fakes/seed.ts). */
const slotTexts = () => within(screen.getByRole('list', { name: 'Family slots' })).getAllByRole('listitem').map((li) => li.textContent);

describe('/patient/subcription-list family slots', { timeout: 40000 }, () => {
  it('shows who holds each slot, frees one after asking, and covers another member in it', async () => {
    const { user } = await renderApp('/patient/subcription-list', { signInAs: DEMO.subscriber });
    await screen.findByRole('heading', { name: 'Family slots' }, { timeout: 25_000 });
    expect(slotTexts()).toEqual(['Slot 1: Sunita Agarwal · Active Free slot']);
    expect(screen.getByText('Every family slot is taken. Free one to cover someone else.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Free the slot of Sunita Agarwal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Free the slot of Sunita Agarwal?' });
    expect(within(dialog).getByRole('button', { name: 'Keep Sunita Agarwal covered' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Free slot' }));
    expect(await screen.findByText('The slot of Sunita Agarwal is free now.')).toBeVisible();
    await waitFor(() => expect(slotTexts()).toEqual(['Slot 1: free · Inactive']));

    const form = await screen.findByRole('form', { name: 'Cover a family member' });
    await user.click(within(form).getByRole('radio', { name: /^Amit Sharma/ }));
    await user.click(within(form).getByRole('button', { name: 'Cover in a free slot' }));
    expect(await screen.findByText('Your plan covers Amit Sharma now.')).toBeVisible();
    await waitFor(() => expect(slotTexts()).toEqual(['Slot 1: Amit Sharma · Active Free slot']));
  });

  it('asks to choose a member first, sends one request however often Cover is pressed, and says why a member removed meanwhile is not covered, keeping the choice', async () => {
    const { user, services } = await renderApp('/patient/subcription-list', { signInAs: DEMO.subscriber });
    const subscriptions = services.get(SUBSCRIPTIONS.SubscriptionsApi);
    const [held] = (await subscriptions.mySubscriptions()).unwrap();
    await subscriptions.freeFamilySlot(held?.id ?? '', 'fm-3');
    const form = await screen.findByRole('form', { name: 'Cover a family member' }, { timeout: 25_000 });

    await user.click(within(form).getByRole('button', { name: 'Cover in a free slot' }));
    expect(await within(form).findByText('Choose a family member to cover.')).toBeVisible();

    await services.get(FAMILY.FamilyApi).removeMember('fm-1');
    const cover = vi.spyOn(subscriptions, 'coverFamilyMember');
    await user.click(within(form).getByRole('radio', { name: /^Amit Sharma/ }));
    const button = within(form).getByRole('button', { name: 'Cover in a free slot' });
    await user.dblClick(button);
    expect(
      await within(form).findByText('Not covered. This person is no longer an active member of your family, so your plan cannot cover them.'),
    ).toBeVisible();
    expect(cover).toHaveBeenCalledTimes(1);
    expect(within(form).getByRole('radio', { name: /^Amit Sharma/ })).toBeChecked();
  });

  it("offers the plan's tax invoice: the GST bill to unfold and the PDF to download", async () => {
    const { user } = await renderApp('/patient/subcription-list', { signInAs: DEMO.subscriber });
    const current = await screen.findByRole('region', { name: 'Current plan' }, { timeout: 25_000 });
    const download = await within(current).findByRole('link', { name: /^Download the invoice of Care Plus Silver from .+ \(PDF\)$/ });
    expect(download).toHaveAttribute('download', 'CW-SUB-U-1-1.pdf');
    expect(download.getAttribute('href')).toMatch(/^data:application\/pdf;base64,/);
    await user.click(within(current).getByText(/^Invoice CW\/SUB\/U-1-1 of /));
    expect(within(current).getByText('Taxable value').nextElementSibling).toHaveTextContent('₹2,499.00');
    expect(within(current).getByText('CGST 9%').nextElementSibling).toHaveTextContent('₹224.91');
    expect(within(current).getByText('SGST 9%').nextElementSibling).toHaveTextContent('₹224.91');
    expect(within(current).getByText('Total paid').nextElementSibling).toHaveTextContent('₹2,948.82');
  });

  it('speaks Hindi', async () => {
    await switchLanguage('hi');
    await renderApp('/patient/subcription-list', { signInAs: DEMO.subscriber });
    expect(await screen.findByRole('heading', { name: 'परिवार वाले स्लॉट' }, { timeout: 25_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sunita Agarwal का स्लॉट खाली करें' })).toBeVisible();
    expect(screen.getByText('परिवार वाले सभी स्लॉट भरे हुए हैं। किसी और को कवर करने के लिए एक स्लॉट खाली करें।')).toBeVisible();
  });
});
