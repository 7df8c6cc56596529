import { describe, expect, it } from 'vitest';
import { browserSuite, MODES, settle, signIn, waitOutThrottle } from './browser';

const PATIENT = '9123456780';
const QUESTION = 'Can the lab collect a sample from my office instead of home?';

describe.each(MODES)('blogs and the FAQ on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);

  it('opens /blogs, filters a category, reads an article and goes on to a related post', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/blogs`);
    await page.getByRole('heading', { level: 2, name: 'Managing diabetes during the festive season' }).waitFor();

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Seasonal health' }).click();
    await page.waitForURL(`${base}/blogs?category=Seasonal+health`);
    await page.getByRole('heading', { level: 2, name: 'Beat the heat: staying safe in an Indian summer' }).waitFor();
    await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBe(2);

    await page.getByRole('link', { name: 'Monsoon fevers: dengue, malaria or typhoid?' }).click();
    await page.waitForURL(`${base}/blog?id=monsoon-fevers`);
    await page.getByRole('heading', { level: 1, name: 'Monsoon fevers: dengue, malaria or typhoid?' }).waitFor();
    expect(await page.getByText('1 min read').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Telling them apart' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Monsoon fevers: dengue, malaria or typhoid? | CareWell');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^Fevers rise with the rains/);
    const whatsapp = page.getByRole('region', { name: 'Share this article' }).getByRole('link', { name: 'Share on WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toContain(encodeURIComponent(`${base}/blog?id=monsoon-fevers`));

    await page.getByRole('region', { name: 'Related articles' }).getByRole('link', { name: 'Beat the heat: staying safe in an Indian summer' }).click();
    await page.waitForURL(`${base}/blog?id=beat-the-heat`);
    await page.getByRole('heading', { level: 1, name: 'Beat the heat: staying safe in an Indian summer' }).waitFor();
  });

  it('answers an unknown article with a page saying so, not a crash', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/blog?id=no-such-post`);
    await page.getByRole('heading', { level: 1, name: 'We could not find that article' }).waitFor();
    await page.getByRole('link', { name: 'See all articles' }).click();
    await page.waitForURL(`${base}/blogs`);
  });

  it('shows /blogs from its prerendered HTML alone, in English and Hindi, each with its own description', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [address, heading, description] of [
        ['/blogs', 'Blogs', /^Health advice from our doctors and dietitians/],
        ['/hi/blogs', 'ब्लॉग', /^हमारे डॉक्टरों और डाइटीशियन की सेहत से जुड़ी सलाह/],
      ] as const) {
        await page.goto(`${base}${address}`);
        expect(await page.getByRole('heading', { level: 1, name: heading, exact: true }).isVisible()).toBe(true);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(description);
      }
    } finally {
      await context.close();
    }
  });

  it('searches the FAQ, opens an answer and asks a question it does not answer, keeping it through a failure and a reload', async () => {
    const { page } = suite.tracked;
    await signIn(page, base, PATIENT);
    await page.goto(`${base}/patient/faq`);
    await page.getByRole('heading', { level: 2, name: 'Lab tests' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('fast');
    await expect.poll(() => page.getByRole('status').filter({ hasText: /matche?s? “fast”/ }).count()).toBe(1);
    const question = page.getByText('Do I need to fast before a blood test?');
    await question.click();
    await page.getByText(/fast for 10 to 12 hours/).waitFor();

    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('office collection');
    await page.getByText('No question matches “office collection”.').waitFor();
    await page.getByLabel('What is it about?').selectOption('Lab tests');
    await page.getByLabel('Your question').fill(QUESTION);

    await page.reload();
    await page.getByLabel('Your question').waitFor();
    await expect.poll(() => page.getByLabel('Your question').inputValue()).toBe(QUESTION);
    // The topic's option arrives with the FAQ, after the draft is back.
    await expect.poll(() => page.getByLabel('What is it about?').inputValue()).toBe('Lab tests');

    // The calls that follow the reload are done, so the fault meets the question's call.
    await settle(page);
    await setup.injectFault(page, '500', 1);
    await page.getByRole('button', { name: 'Send question' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your question was not sent.' }).waitFor();
    expect(await page.getByLabel('Your question').inputValue()).toBe(QUESTION);

    await waitOutThrottle(page);
    await page.getByRole('button', { name: 'Send question' }).dblclick();
    await page.getByText('Thank you, we have your question').waitFor();
    expect(await page.getByText(/Your reference is FQ-\d+\./).textContent()).toMatch(/FQ-1001/);
  });
});
