import { describe, expect, it } from 'vitest';
import { allRoutes } from '../../domain/navigation/routes';
import { seriousViolations } from './axe';
import { MODES, signedInSuitePage } from './browser';
import { chooseHindi, englishOnScreen, hindiTitle } from './hindi';
import { landingOf, sampleAddress } from './sample-address';

const ROUTES = allRoutes();

/** Every page of the route table, in Hindi. */
const pages = ROUTES.filter((route) => route.status !== 'redirect');

describe.each(MODES)('every page in Hindi, on the $mode backend', (setup) => {
  const suite = signedInSuitePage(setup, '9123456780', chooseHindi);

  it.each(pages.map((route) => [route.pattern, route] as const))('%s shows no English words but names and server data, and axe finds nothing serious in Hindi', async (pattern, route) => {
    const { page } = suite.tracked;
    await page.evaluate((address) => {
      history.pushState(null, '', address);
      dispatchEvent(new PopStateEvent('popstate'));
    }, sampleAddress(route));
    const expected = landingOf(route);
    await page.waitForURL((url) => url.pathname === expected.path);
    await expect.poll(() => page.title()).toContain(hindiTitle(expected.route));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
    expect(await englishOnScreen(page)).toEqual([]);
    expect(await seriousViolations(page, `${pattern} (Hindi)`)).toEqual([]);
  });
});
