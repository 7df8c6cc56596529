import { describe, expect, it } from 'vitest';
import { BrowserPageNavigator } from './page-navigator';

function fakeLocation(pathname = '/healthcare/home-collection', search = '') {
  const loads: string[] = [];
  return {
    loads,
    pathname,
    search,
    assign: (path: string) => loads.push(`assign ${path}`),
    replace: (path: string) => loads.push(`replace ${path}`),
    reload: () => loads.push('reload'),
  };
}

describe('BrowserPageNavigator', () => {
  it('loads a page once however often the same page is asked for while it loads', () => {
    const location = fakeLocation();
    const navigator = new BrowserPageNavigator(location);
    navigator.assign('/?refer=/healthcare/home_collection');
    navigator.assign('/?refer=/healthcare/home_collection');
    expect(location.loads).toEqual(['assign /?refer=/healthcare/home_collection']);
    navigator.assign('/');
    expect(location.loads).toEqual(['assign /?refer=/healthcare/home_collection', 'assign /']);
  });

  it('tells the page shown now, path and query', () => {
    expect(new BrowserPageNavigator(fakeLocation('/healthcare/medicine-details', '?id=med1')).where()).toBe('/healthcare/medicine-details?id=med1');
  });
});
