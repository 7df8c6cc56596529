import { describe, expect, it } from 'vitest';
import { axeAlongTheFlow } from './axe';
import { browserSuite, MODES, signIn, stubPaymentCheckout } from './browser';

/** Rahul holds no plan; Priya holds Care Plus Silver for a year (fakes/subscriptions-cover.ts). */
const RAHUL = '9123456780';
const PRIYA = '9876543210';

describe.each(MODES)('subscriptions on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup, {
    async preparePage({ page }) {
      await stubPaymentCheckout(setup, page);
    },
  });
  const axe = axeAlongTheFlow(setup.mode);

  it('compare plans -> buy gold 12 months with a coupon -> the Care Plus badge shows -> a covered consultation is booked at ₹0 -> the invoice downloads', { timeout: 180000 }, async () => {
    const { page } = suite.tracked;
    await signIn(page, base, RAHUL);
    const banner = page.getByRole('banner');
    expect(await banner.getByText('Care Plus Member').count()).toBe(0);

    await page.goto(`${base}/auth/subscription-plans`);
    await page.getByRole('link', { name: 'Choose plan: Care Plus Silver, 12 months' }).click();
    const table = page.getByRole('table', { name: 'Compare the 12-month plans' });
    await table.waitFor();
    await axe.check(page, 'a plan with its comparison table and bill');
    await table.getByRole('link', { name: 'Care Plus Gold' }).click();
    await page.getByRole('heading', { level: 1, name: 'Care Plus Gold' }).waitFor();

    await page.getByLabel('Coupon code').filter({ visible: true }).fill('CAREPLUS10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await page.getByText('Coupon CAREPLUS10').waitFor();
    expect(await page.getByTestId('plan-total').filter({ visible: true }).textContent()).toBe('₹4,034.54');

    await page.getByRole('button', { name: 'Pay ₹4,034.54' }).click();
    const checkout = page.getByRole('dialog', { name: 'Demo payment' });
    await checkout.getByText('Care Plus subscription').waitFor();
    await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/book\/subcription-summary/);
    await page.getByText('Care Plus Gold').first().waitFor();
    // The checkout reloads the page after 4 s (spec §4); the header then carries the badge.
    await banner.getByText('Care Plus Member').first().waitFor({ timeout: 20000 });

    await page.goto(`${base}/subscription-plans/plan-gold-12m`);
    await page.getByText('You already have an active Care Plus plan. Renew it from My subscriptions to extend it.').waitFor();

    // Gold includes family-physician consultations: the next one is booked without a payment.
    await page.goto(`${base}/book/bookConsultationGP`);
    await page.getByRole('region', { name: 'Next available' }).getByRole('button', { name: /^Book \d{1,2}:\d{2} (AM|PM) with Dr\./ }).click();
    await page.getByRole('heading', { name: 'Tell the doctor what is wrong' }).waitFor();
    await page.getByRole('checkbox', { name: 'Fever' }).check();
    await page.getByRole('button', { name: 'Continue to summary' }).click();
    await page.getByText('Your Care Plus subscription covers this family-physician consultation in full.').waitFor();
    expect(await page.getByTestId('payable').textContent()).toBe('₹0.00');
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText(/Your consultation is booked/).waitFor();
    expect(await page.getByRole('dialog', { name: 'Demo payment' }).count()).toBe(0);

    await page.goto(`${base}/patient/subcription-list`);
    const current = page.getByRole('region', { name: 'Current plan' });
    await current.getByText('Care Plus Gold').first().waitFor();
    await current.getByText(/^Invoice CW\/SUB\/.+ of /).click();
    expect(await current.getByText('Total paid').locator('xpath=following-sibling::dd[1]').textContent()).toBe('₹4,034.54');
    await axe.check(page, 'My subscriptions with the invoice unfolded');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      current.getByRole('link', { name: /^Download the invoice of Care Plus Gold from .+ \(PDF\)$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^CW-SUB-.+\.pdf$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('renew before expiry extends the end date from the old one', { timeout: 120000 }, async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PRIYA);
    await page.goto(`${base}/patient/subcription-list`);
    const current = page.getByRole('region', { name: 'Current plan' });
    await current.getByText('Care Plus Silver').waitFor();
    const before = (await page.getByTestId('covered-until').textContent()) ?? '';
    await axe.check(page, 'My subscriptions');

    await current.getByRole('link', { name: 'Renew Care Plus Silver' }).click();
    await page.getByRole('heading', { name: 'Renew your plan' }).waitFor();
    const term = (await page.getByTestId('plan-term').textContent()) ?? '';
    expect(term).toMatch(/^Your new term runs from .+ to .+, straight after your current plan ends\.$/);

    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.getByRole('dialog', { name: 'Demo payment' }).getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/patient\/subcription-list/);
    await page.getByRole('region', { name: 'Renewed terms' }).getByText('Care Plus Silver').waitFor();
    const after = (await page.getByTestId('covered-until').textContent()) ?? '';
    expect(after).not.toBe(before);
    // The new end date is the one the renewal quoted: a year after the old end.
    expect(term).toContain(after.replace(/^You are covered until (.+)\. Renew.*$/, '$1'));
  });

  it('upgrade mid-term: Silver to Gold with the unused days credited on the bill, paid once, the Silver plan ended as Upgraded and the family carried over', { timeout: 120000 }, async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PRIYA);
    await page.goto(`${base}/patient/subcription-list`);
    await page.getByRole('region', { name: 'Current plan' }).getByRole('link', { name: 'Upgrade Care Plus Silver' }).click();
    await page.getByRole('link', { name: 'Choose plan: Care Plus Gold, 12 months' }).click();
    await page.getByRole('heading', { name: 'Upgrade your plan' }).waitFor();
    expect(await page.getByTestId('upgrade-from').textContent()).toMatch(/^Care Plus Silver is replaced today: \d+ days of it are left/);
    await page.getByText('Credit for the unused days of your earlier plan').waitFor();
    expect(await page.getByTestId('upgrade-credit').textContent()).toMatch(/^−₹1,\d{3}\.\d{2}$/);
    const total = (await page.getByTestId('plan-total').textContent()) ?? '';
    await axe.check(page, 'an upgrade with its credit on the bill');

    await page.getByRole('button', { name: `Pay ${total}` }).click();
    const checkout = page.getByRole('dialog', { name: 'Demo payment' });
    await checkout.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL(/\/patient\/subcription-list/);
    const current = page.getByRole('region', { name: 'Current plan' });
    await current.getByText('Care Plus Gold').first().waitFor();
    await page.getByRole('list', { name: 'Family slots' }).getByText('Sunita Agarwal').waitFor();
    await page.getByRole('region', { name: 'Past plans' }).getByText(/Care Plus Silver · 12 months · Upgraded/).waitFor();
    await current.getByText(/^Invoice CW\/SUB\/.+ of /).click();
    expect(await current.getByText('Total paid').locator('xpath=following-sibling::dd[1]').textContent()).toBe(total);
  });

  it("family slots: free the mother's slot after asking, then cover the husband in it, which the server keeps", { timeout: 120000 }, async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PRIYA);
    await page.goto(`${base}/patient/subcription-list`);
    const slots = page.getByRole('list', { name: 'Family slots' });
    await slots.getByText('Sunita Agarwal').waitFor();
    await page.getByText('Every family slot is taken. Free one to cover someone else.').waitFor();

    await page.getByRole('button', { name: 'Free the slot of Sunita Agarwal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Free the slot of Sunita Agarwal?' });
    await axe.check(page, 'freeing a family slot');
    await dialog.getByRole('button', { name: 'Free slot' }).click();
    await page.getByText('The slot of Sunita Agarwal is free now.').waitFor();
    await slots.getByText('Slot 1: free').waitFor();

    const form = page.getByRole('form', { name: 'Cover a family member' });
    await form.getByRole('button', { name: 'Cover in a free slot' }).click();
    await form.getByText('Choose a family member to cover.').waitFor();
    await form.getByRole('radio', { name: /^Amit Sharma/ }).check();
    await axe.check(page, 'a free family slot and its form');
    await form.getByRole('button', { name: 'Cover in a free slot' }).click();
    await page.getByText('Your plan covers Amit Sharma now.').waitFor();
    await slots.getByText('Amit Sharma').waitFor();

    // After a reload the server's list says the same.
    await page.reload();
    await page.getByRole('list', { name: 'Family slots' }).getByText('Amit Sharma').waitFor();
    expect(await page.getByRole('list', { name: 'Family slots' }).getByText('Sunita Agarwal').count()).toBe(0);
  });
});
