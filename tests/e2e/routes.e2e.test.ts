import { describe, expect, it } from 'vitest';
import { allRoutes, type FlatRoute } from '../../domain/navigation/routes';
import { landingOf, sampleAddress } from './sample-address';
import { seriousViolations } from './axe';
import { MODES, signedInSuitePage } from './browser';

const ROUTES = allRoutes();

const LANDMARK: Record<FlatRoute['layout'], string> = {
  common: 'banner',
  main: 'navigation',
  auth: 'main',
  video: 'main',
  standalone: 'main',
};

describe.each(MODES)('every route of the table on the $mode backend', (setup) => {
  const suite = signedInSuitePage(setup, '9123456780');

  // axe runs once, on the fake backend: the markup is the same in both modes.
  const withAxe = setup.mode === 'fake';

  it.each(ROUTES.filter((r) => r.status !== 'redirect').map((r) => [r.pattern, r] as const))(
    withAxe
      ? '%s renders its layout and title without a console error and with no serious or critical axe violation'
      : '%s renders its layout and title without a console error',
    async (_pattern, route) => {
      const { page, errors } = suite.tracked;
      errors.length = 0;
      // In-app navigation (as a link click does) keeps one page load for the whole sweep.
      await page.evaluate((address) => {
        history.pushState(null, '', address);
        dispatchEvent(new PopStateEvent('popstate'));
      }, sampleAddress(route));
      const expected = landingOf(route);
      await page.waitForURL((url) => url.pathname === expected.path);
      await expect.poll(() => page.title()).toContain(expected.route.title);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const landmark = LANDMARK[route.layout];
      const locator =
        landmark === 'navigation' ? page.getByRole('navigation', { name: 'Patient menu' }) : page.getByRole(landmark as 'banner' | 'main').first();
      // The sidebar of a signed-in page arrives with its own chunk, a moment after the heading.
      await locator.waitFor({ state: 'visible' });
      // The page itself, not the error boundary: its chunk and its features' use-cases arrived.
      expect(await page.getByRole('heading', { name: /Something went wrong|could not be loaded/ }).count()).toBe(0);
      if (route.layout === 'video' || route.layout === 'standalone') expect(await page.getByRole('banner').count()).toBe(0);
      // A made-up sample value (an SSO token or slug of 42) is refused by the server in HTTP
      // mode, and the browser logs the 4xx itself; the page shows its error state. Anything
      // else logged as an error is a bug.
      expect(errors.filter((e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e))).toEqual([]);
      if (withAxe) {
        const failures = await seriousViolations(page, sampleAddress(route));
        if (failures.length > 0) console.error(failures.join('\n'));
        expect(failures).toEqual([]);
      }
    },
  );
});
