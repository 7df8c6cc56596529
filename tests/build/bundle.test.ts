import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FAKER_MARKERS = /fakerCore|FakerLocaleProxy|@faker-js/;

function chunks(dir: string): { name: string; text: string }[] {
  const assets = path.join(ROOT, dir, 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, text: readFileSync(path.join(assets, name), 'utf8') }));
}

describe('the builds', () => {
  it('the demo build carries faker, so the marker check below can see it', () => {
    expect(chunks('dist-demo').some((chunk) => FAKER_MARKERS.test(chunk.text))).toBe(true);
  });

  it('the production build contains no faker code', () => {
    const offenders = chunks('dist')
      .filter((chunk) => FAKER_MARKERS.test(chunk.text))
      .map((chunk) => chunk.name);
    expect(offenders).toEqual([]);
  });

  it('the production build talks to the configured API, not to the fake backend', () => {
    const texts = chunks('dist').map((chunk) => chunk.text);
    expect(texts.some((text) => text.includes('PATIENT WEB'))).toBe(true);
    expect(texts.some((text) => text.includes('demo-sso-token'))).toBe(false);
  });
});
