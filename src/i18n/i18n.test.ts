import { afterEach, describe, expect, it } from 'vitest';
import { area, cataloguesAskedFor, switchLanguage } from './i18n';

describe('the catalogues a page asked for', () => {
  afterEach(() => switchLanguage('en'));

  it('settle only once every area evaluated so far has its catalogue in the language on screen', async () => {
    await switchLanguage('hi');
    let arrive: (messages: Record<string, string>) => void = () => undefined;
    const later = new Promise<Record<string, string>>((resolve) => {
      arrive = resolve;
    });
    const pageArea = area('test/asked-for', { './messages/hi.ts': () => later, './messages/en.ts': async () => ({}) });
    let settled = false;
    const waiting = cataloguesAskedFor().then(() => {
      settled = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive({ greeting: 'नमस्ते' });
    await waiting;
    expect(pageArea.isLoaded('hi')).toBe(true);
    expect(pageArea.translate('greeting')).toBe('नमस्ते');
  });

  it('settle even when a catalogue fails to arrive, so the app still starts', async () => {
    await switchLanguage('hi');
    area('test/never-arrives', { './messages/hi.ts': () => Promise.reject(new Error('chunk failed')), './messages/en.ts': async () => ({}) });
    await expect(cataloguesAskedFor()).resolves.toBeUndefined();
  });
});
