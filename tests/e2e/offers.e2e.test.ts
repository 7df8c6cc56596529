import { describe, expect, it } from 'vitest';
import { axeAlongTheFlow } from './axe';
import { browserSuite, MODES, signIn } from './browser';
import { addFromMedicinePage } from './patient-steps';

const PATIENT = '9123456780';
/** Dolo 650 (₹25.83) and three Augmentin 625 Duo (₹161.91 each): ₹511.56, over HEALTH20's ₹499. */
const DOLO = { id: 'med-1', name: 'Dolo 650 Tablet' };
const AUGMENTIN = { id: 'med-26', name: 'Augmentin 625 Duo Tablet' };

describe.each(MODES)('the Offers page on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);
  const axe = axeAlongTheFlow(setup.mode);

  it('a filled medicine cart takes HEALTH20 from the Offers page; a consultation coupon waits in its cookie for the booking', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await addFromMedicinePage(page, base, DOLO);
    await addFromMedicinePage(page, base, AUGMENTIN);
    await page.goto(`${base}/healthcare/Cart`);
    const increase = page.getByRole('button', { name: `Increase quantity of ${AUGMENTIN.name}` });
    await increase.click();
    await page.getByTestId(`cart-line-${AUGMENTIN.id}`).getByTestId('quantity').filter({ hasText: '2' }).waitFor();
    await increase.click();
    await page.getByTestId(`cart-line-${AUGMENTIN.id}`).getByTestId('quantity').filter({ hasText: '3' }).waitFor();

    await page.goto(`${base}/offers`);
    const medicines = page.getByRole('region', { name: 'Medicines' });
    await medicines.getByText('HEALTH20').first().waitFor();
    await axe.check(page, '/offers');
    expect(await page.getByRole('region', { name: 'Lab tests' }).getByRole('link', { name: 'Apply LAB25 to your lab test cart' }).isVisible()).toBe(true);

    await medicines.getByRole('link', { name: 'Apply HEALTH20 to your medicine cart' }).click();
    await page.getByText('HEALTH20 applied. You save ₹102.31.').waitFor();
    await expect.poll(() => page.getByTestId('payable').textContent()).toBe('₹409.25');
    // The coupon is out of the address: a reload does not ask again.
    await page.waitForURL(`${base}/healthcare/Cart`);

    await page.goto(`${base}/offers`);
    await page.getByRole('button', { name: 'Use CONSULT100 to book a consultation' }).click();
    await page.waitForURL(`${base}/healthcare/book-consultation`);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'coupon')?.value).toBe('CONSULT100');
    axe.expectNoneSerious();
  });
});
