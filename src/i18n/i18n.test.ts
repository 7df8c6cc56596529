import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('before the app has chosen its language', () => {
  it('an area evaluated then fetches nothing, and fetches only the chosen language once it is chosen', async () => {
    vi.resetModules();
    const fresh = await import('./i18n');
    const fetched: string[] = [];
    const files = { './messages/en.ts': async () => (fetched.push('en'), {}), './messages/hi.ts': async () => (fetched.push('hi'), { greeting: 'नमस्ते' }) };
    const shell = fresh.area('test/before-choice', files);
    await Promise.resolve();
    expect(fetched).toEqual([]);
    await fresh.switchLanguage('hi');
    expect(fetched).toEqual(['hi']);
    expect(shell.translate('greeting')).toBe('नमस्ते');
  });
});

describe('the areas a render read', () => {
  it('are those whose messages a component read, each named once, and are forgotten once taken', async () => {
    // Both from one module registry: the test above starts a fresh one.
    const [{ messagesOf }, { takeAreasRead }] = await Promise.all([import('./messages-of'), import('./i18n')]);
    const { renderHook } = await import('@testing-library/react');
    const read = messagesOf<{ greeting: string }>('test/read-by-render', { './messages/en.ts': async () => ({ greeting: 'Hello' }) });
    const unread = messagesOf<{ greeting: string }>('test/not-read', { './messages/en.ts': async () => ({ greeting: 'Hello' }) });
    await Promise.all([read.area.load('en'), unread.area.load('en')]);
    takeAreasRead();
    renderHook(() => [read.useT()('greeting'), read.useT()('greeting')]);
    expect(takeAreasRead()).toEqual(['test/read-by-render']);
    expect(takeAreasRead()).toEqual([]);
  });
});
