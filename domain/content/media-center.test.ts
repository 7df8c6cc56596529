import { describe, expect, it } from 'vitest';
import { factSheetText, pressReleasesStructuredData, releaseAnchor, releaseIdOfHash, viewPressRoom } from './media-center';
import type { PressRelease, PressRoom } from './model';

const release = (id: string, publishedOn: string): PressRelease => ({ id, title: `Release ${id}`, publishedOn, summary: 'Summary', paragraphs: ['Text'] });

const ROOM: PressRoom = {
  releases: [release('a', '2026-03-02'), release('b', '2026-10-14'), release('c', '2025-12-01')],
  coverage: [
    { id: 'n1', outlet: 'The Hindu', headline: 'Old', publishedOn: '2026-01-05', url: 'https://example.com/1' },
    { id: 'n2', outlet: 'Mint', headline: 'New', publishedOn: '2026-09-20', url: 'https://example.com/2' },
  ],
  logoUrl: 'data:image/svg+xml,',
  facts: [],
  contact: { name: 'Neha', role: 'Head of communications', email: 'press@carewell.in', phone: '+91 124 456 7800' },
};

describe('the media center', () => {
  it('shows releases and coverage newest first', () => {
    const view = viewPressRoom(ROOM);
    expect(view.releases.map((r) => r.id)).toEqual(['b', 'a', 'c']);
    expect(view.coverage.map((c) => c.id)).toEqual(['n2', 'n1']);
  });

  it('gives each release an anchor that an address can name to open it', () => {
    expect(releaseAnchor('telehealth-2026')).toBe('release-telehealth-2026');
    expect(releaseIdOfHash('#release-telehealth-2026')).toBe('telehealth-2026');
    expect(releaseIdOfHash('#press-kit')).toBeNull();
    expect(releaseIdOfHash('#release-')).toBeNull();
    expect(releaseIdOfHash('')).toBeNull();
  });

  it('describes each release to search engines as a news article at its anchor', () => {
    const data = pressReleasesStructuredData([release('b', '2026-10-14')], 'https://carewell.in/media-center', 'CareWell');
    expect(data['@graph']).toEqual([
      expect.objectContaining({ '@type': 'NewsArticle', headline: 'Release b', datePublished: '2026-10-14', url: 'https://carewell.in/media-center#release-b' }),
    ]);
  });
});

describe('the fact sheet file', () => {
  it('lists each fact on its line, then the media contact', () => {
    const text = factSheetText('CareWell', [{ label: 'Founded', value: '2019, in Gurugram' }], ROOM.contact);
    expect(text.split('\n')).toEqual(['CareWell: fact sheet', '', 'Founded: 2019, in Gurugram', '', 'Media contact: Neha, Head of communications', 'press@carewell.in · +91 124 456 7800', '']);
  });
});
