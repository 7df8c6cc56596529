import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, MODES } from './browser';

/**
 * Frames, from now until the app has taken the prerendered page over, in which no `selector`
 * reading `text` was on screen, or (with `loadingCounts`) `<main>` said it was loading.
 */
function framesUntilTakenOver(page: Page, selector: string, text: string, { loadingCounts = true } = {}): Promise<number> {
  return page.evaluate(
    ({ selector, text, loadingCounts }) =>
      new Promise<number>((resolve) => {
        let missing = 0;
        const check = () => {
          const shown = [...document.querySelectorAll(selector)].some((each) => each.textContent === text && each.checkVisibility());
          const loading = loadingCounts && /Loading/.test(document.querySelector('main')?.textContent ?? '');
          if (!shown || loading) missing += 1;
          if (shown && !loading && document.querySelector('[data-prerendered]') === null) resolve(missing);
          else requestAnimationFrame(check);
        };
        check();
      }),
    { selector, text, loadingCounts },
  );
}

describe.each(MODES)('prerendered public pages on the $mode backend', (setup) => {
  const base = setup.baseUrl;
  const suite = browserSuite(setup);

  it.each([
    ['/', 'Care for your whole family, from one app'],
    ['/auth/login', 'Log in to CareWell'],
    ['/search-medicine', 'Search medicines'],
    // A guarded address: a visitor sees there the login page the app sends them to.
    ['/patient/consultations', 'Log in to CareWell'],
    ['/hi/', 'पूरे परिवार की देखभाल, एक ही ऐप से'],
    ['/hi/auth/login', 'CareWell में लॉग इन करें'],
    ['/hi/diagnostics', 'लैब जाँच'],
  ])('shows a visitor %s from the HTML alone, before any script has run, every message filled in', async (address, heading) => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${base}${address}`);
      expect(await page.getByRole('heading', { level: 1, name: heading, exact: true }).isVisible()).toBe(true);
      // A message's value left as its name ("{brand}") means the catalogues went in uncompiled.
      expect(await page.locator('body').innerText()).not.toMatch(/\{\w+\}/);
    } finally {
      await context.close();
    }
  });

  it.each([
    ['/blog?id=balanced-thali', 'Building a balanced thali'],
    // A shared link's tracking parameters do not hide the post.
    ['/blog?id=balanced-thali&utm_source=whatsapp', 'Building a balanced thali'],
    ['/hi/blog?id=heart-attack-warning-signs', 'Heart attack: warning signs you should not ignore'],
  ])('shows a visitor the blog post at %s from the HTML alone, its text and its own title', async (address, heading) => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${base}${address}`);
      expect(await page.getByRole('heading', { level: 1, name: heading, exact: true }).isVisible()).toBe(true);
      expect(await page.title()).toBe(`${heading} | CareWell`);
      expect(await page.locator('[data-prerendered] p').count()).toBeGreaterThan(2);
    } finally {
      await context.close();
    }
  });

  it('shows a visitor the first posts of /blogs from the HTML alone, each a link to its page', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${base}/blogs`);
      expect(await page.getByRole('link', { name: 'Managing diabetes during the festive season' }).getAttribute('href')).toBe('/blog?id=managing-diabetes-during-festivals');
      expect(await page.getByRole('status').filter({ hasText: '12 articles' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('never flashes the first posts of /blogs at the address of a category, a search or another page', async () => {
    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      await page.route('**/assets/*.js', (route) => route.abort());
      for (const address of ['/blogs?category=Diabetes', '/blogs?q=sleep', '/blogs?page=2']) {
        await page.goto(`${base}${address}`);
        expect(await page.locator('[data-prerendered]').count()).toBe(1);
        expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
      }
      // Tracking parameters ask for nothing else: the first posts show.
      await page.goto(`${base}/blogs?utm_source=whatsapp`);
      expect(await page.getByRole('link', { name: 'Building a balanced thali' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('hands /blogs over to the app with its first posts on screen in every frame, then lists the next page', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/blogs`);
    // The app takes the page over with the build's copy of the list, never with its loading state.
    expect(await framesUntilTakenOver(page, 'main h2 a', 'Building a balanced thali')).toBe(0);
    expect(await page.locator('#prerendered-data').count()).toBe(0);
    await page.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(`${base}/blogs?page=2`);
    await page.getByRole('status').filter({ hasText: '12 articles' }).waitFor();
  });

  it('shows a visitor the open positions of /career from the HTML alone, and never at the address of a team or a city', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${base}/career`);
      expect(await page.getByRole('link', { name: 'Senior Frontend Engineer' }).getAttribute('href')).toBe('/healthcare/job-detail?id=senior-frontend-engineer-blr');
    } finally {
      await context.close();
    }
    const scripted = await suite.browser.newContext();
    try {
      const page = await scripted.newPage();
      // Scripts held back: what shows is the HTML and its guard alone.
      await page.route('**/assets/*.js', (route) => route.abort());
      for (const address of ['/career?team=Pharmacy', '/career?city=Pune']) {
        await page.goto(`${base}${address}`);
        expect(await page.locator('[data-prerendered]').count()).toBe(1);
        expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
      }
    } finally {
      await scripted.close();
    }
  });

  it('hands /career over to the app with its positions on screen in every frame, then narrows them by team', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/career`);
    expect(await framesUntilTakenOver(page, 'main h2 a', 'Senior Frontend Engineer')).toBe(0);
    expect(await page.locator('#prerendered-data').count()).toBe(0);
    await page.getByLabel('Team').selectOption('Pharmacy');
    await page.waitForURL(`${base}/career?team=Pharmacy`);
    // The address changes before the narrowed list is rendered: the count says when it is.
    await page.getByRole('status').filter({ hasText: '1 position' }).waitFor();
    expect(await page.getByRole('link', { name: 'Clinical Pharmacist' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Senior Frontend Engineer' }).count()).toBe(0);
  });

  it("never flashes one blog post's page at another post's address while the app is still loading", async () => {
    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${base}/blog?id=no-such-post`);
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('hands a prerendered blog post over to the app with the same text on screen in every frame, and its links work', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/blog?id=balanced-thali`);
    // The app takes the page over with the build's copy of the post, never with its loading state.
    expect(await framesUntilTakenOver(page, 'h1', 'Building a balanced thali')).toBe(0);
    expect(await page.locator('#prerendered-data').count()).toBe(0);
    await page.getByRole('link', { name: 'All articles' }).click();
    await page.waitForURL(`${base}/blogs`);
  });

  it('never flashes the landing page at an address that has no page of its own, even while the app is still loading', async () => {
    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      // Scripts held back: what shows is the HTML and its guard alone.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${base}/contact-us`);
      expect(await page.locator('[data-prerendered]').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('never flashes the login page at a guarded address for a patient who is signed in', async () => {
    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      await page.addInitScript(() => localStorage.setItem('token', 'a-signed-in-patient'));
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${base}/patient/consultations`);
      expect(await page.locator('[data-prerendered]').count()).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('hands the login page shown at a guarded address over to the app, which remembers the address in refer', async () => {
    const { page } = suite.tracked;
    await page.goto(`${base}/patient/consultations`);
    await page.waitForURL(`${base}/auth/login?refer=/patient/consultations`);
    await page.locator('[data-prerendered]').waitFor({ state: 'detached' });
    // On a busy machine the page's chunk may still be on its way when the prerendered copy goes.
    await page.getByRole('heading', { level: 1, name: /^Log in to / }).waitFor();
  });

  it('takes no input before the app has taken over, so nothing typed is lost when it does', async () => {
    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(`${base}/auth/login`);
      expect(await page.getByRole('heading', { level: 1, name: /^Log in to / }).isVisible()).toBe(true);
      const focusable = await page.evaluate(() => {
        const field = document.querySelector<HTMLInputElement>('[data-prerendered] input');
        field?.focus();
        return field !== null && document.activeElement === field;
      });
      expect(focusable).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('hands over to the app without a visible step: the same heading, now interactive', async () => {
    const { page } = suite.tracked;
    const heading = 'Care for your whole family, from one app';
    await page.goto(`${base}/`);
    // Every frame until the app has taken over shows the heading: the prerendered copy's, then the app's.
    expect(await framesUntilTakenOver(page, 'h1', heading, { loadingCounts: false })).toBe(0);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.01);
    await page.getByRole('link', { name: 'Login / Register' }).click();
    await page.waitForURL(`${base}/auth/login`);
  });

  it('starts the app only after the prerendered page has painted, and then at once', async () => {
    const context = await suite.browser.newContext();
    try {
      const page = await context.newPage();
      const requested: { url: string; at: number }[] = [];
      await page.exposeFunction('recordRequestTime', (url: string, at: number) => requested.push({ url, at }));
      await page.addInitScript(() => {
        const record = (window as unknown as { recordRequestTime: (url: string, at: number) => void }).recordRequestTime;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) record(entry.name, entry.startTime);
        }).observe({ type: 'resource', buffered: true });
      });
      await page.goto(`${base}/auth/login`);
      await page.getByRole('button', { name: 'Get OTP' }).waitFor();
      await page.locator('[data-prerendered]').waitFor({ state: 'detached' });
      const firstContentfulPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
      const entry = requested.find((request) => /\/assets\/index-[\w-]+\.js$/.test(request.url));

      expect(entry, 'the app entry was requested').toBeDefined();
      expect(entry?.at).toBeGreaterThanOrEqual(firstContentfulPaint);
      expect((entry?.at ?? Number.POSITIVE_INFINITY) - firstContentfulPaint).toBeLessThan(500);
    } finally {
      await context.close();
    }
  });

  it('has every prerendered page in Hindi under /hi, shown from the HTML alone, with each language named for search engines', async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${base}/hi/`);
      expect(await page.getByRole('heading', { level: 1, name: 'पूरे परिवार की देखभाल, एक ही ऐप से' }).isVisible()).toBe(true);
      expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
      await page.goto(`${base}/hi/diagnostics`);
      expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
      const alternates = await page.locator('link[rel="alternate"]').evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
      expect(alternates).toEqual(['en-IN https://carewell.in/diagnostics', 'hi-IN https://carewell.in/hi/diagnostics', 'x-default https://carewell.in/diagnostics']);
    } finally {
      await context.close();
    }
  });

  it('greets a visitor whose browser prefers Hindi in Hindi at the plain address, and keeps Hindi for a link to /hi', async () => {
    const context = await suite.browser.newContext({ locale: 'hi-IN' });
    try {
      const page = await context.newPage();
      await page.goto(`${base}/`);
      await page.getByRole('heading', { level: 1, name: 'पूरे परिवार की देखभाल, एक ही ऐप से' }).waitFor();
      await page.locator('[data-prerendered]').waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    } finally {
      await context.close();
    }
    const english = await suite.browser.newContext({ locale: 'en-IN' });
    try {
      const page = await english.newPage();
      await page.goto(`${base}/hi/diagnostics`);
      await page.getByRole('link', { name: 'लॉग इन / रजिस्टर करें' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/diagnostics');
      await page.getByRole('link', { name: 'CareWell' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'पूरे परिवार की देखभाल, एक ही ऐप से' }).waitFor();
      await page.getByRole('combobox', { name: 'ऐप की भाषा' }).selectOption('en');
      await page.getByRole('heading', { level: 1, name: 'Care for your whole family, from one app' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Care for your whole family, from one app' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await english.close();
    }
  });
});
