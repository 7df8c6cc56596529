import { describe, expect, it } from 'vitest';
import { normaliseSearchText, PrefixIndex, tokensOf } from './search-index';

const NAMES = ['Thyroid Profile Total', 'Vitamin D Total', 'Free T3', 'Thyroid Antibodies Panel', 'Lipid Profile'];
const OTHER: string[][] = [['tsh', 't3', 't4'], ['25', 'oh', 'cholecalciferol'], ['triiodothyronine'], ['tpo', 'thyroid'], ['cholesterol', 'ldl', 'hdl']];
const index = new PrefixIndex(NAMES, (position) => OTHER[position] ?? []);
const names = (positions: number[]) => positions.map((position) => NAMES[position]);

describe('normaliseSearchText', () => {
  it('lower-cases, splits a number from its unit and keeps decimals', () => {
    expect(normaliseSearchText('Dolo-650MG  Tab.')).toBe('dolo 650 mg tab');
    expect(normaliseSearchText('Alprax 0.25')).toBe('alprax 0.25');
    expect(normaliseSearchText('Uprise-D3 60K')).toBe('uprise d3 60 k');
  });

  it('gives each word once', () => {
    expect(tokensOf('Vitamin D3, vitamin-D3 60000IU')).toEqual(['vitamin', 'd3', '60000', 'iu']);
    expect(tokensOf(' - ')).toEqual([]);
  });
});

describe('PrefixIndex', () => {
  it('ranks names that start with the query, then names holding every word, then other-word matches, catalogue order within a rank', () => {
    const found = index.search('thyroid', 1, 10);
    expect(names(found.positions)).toEqual(['Thyroid Profile Total', 'Thyroid Antibodies Panel']);
    expect(names(index.search('total', 1, 10).positions)).toEqual(['Thyroid Profile Total', 'Vitamin D Total']);
    expect(names(index.search('t3', 1, 10).positions)).toEqual(['Free T3', 'Thyroid Profile Total']);
    expect(names(index.search('profile thy', 1, 10).positions)).toEqual(['Thyroid Profile Total']);
  });

  it('needs every word, each as a prefix of some word of the entry, in any case and spacing', () => {
    expect(names(index.search('  THY   tp ', 1, 10).positions)).toEqual(['Thyroid Antibodies Panel']);
    expect(index.search('thyroid xyz', 1, 10)).toEqual({ positions: [], total: 0 });
  });

  it('pages without overlap and counts every match', () => {
    const first = index.search('t', 1, 2);
    const second = index.search('t', 2, 2);
    expect(first.total).toBe(second.total);
    expect(new Set([...first.positions, ...second.positions]).size).toBe(4);
  });

  it('leaves out, and does not count, the matches `keep` refuses', () => {
    const found = index.search('thyroid', 1, 10, (position) => position !== 0);
    expect(found).toEqual({ positions: [3], total: 1 });
  });

  it('finds nothing for an empty query or one longer than its word limit', () => {
    expect(index.search('   ', 1, 10)).toEqual({ positions: [], total: 0 });
    const short = new PrefixIndex(NAMES, (position) => OTHER[position] ?? [], 2);
    expect(short.search('thyroid profile', 1, 10).total).toBe(1);
    expect(short.search('thyroid profile total', 1, 10).total).toBe(0);
  });
});
