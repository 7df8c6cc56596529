import { describe, expect, it } from 'vitest';
import { byCodeUnits } from './order';

describe('byCodeUnits', () => {
  it('puts ISO dates and times in time order, and equal ones together', () => {
    expect(['2026-11-25', '2025-01-02', '2026-01-31'].sort(byCodeUnits)).toEqual(['2025-01-02', '2026-01-31', '2026-11-25']);
    expect(byCodeUnits('2026-11-25T09:30:00+05:30', '2026-11-25T10:00:00+05:30')).toBeLessThan(0);
    expect(byCodeUnits('doc-7', 'doc-7')).toBe(0);
  });

  it('keeps Devanagari in the alphabet’s order', () => {
    expect(['मुंबई', 'कोलकाता', 'अहमदाबाद'].sort(byCodeUnits)).toEqual(['अहमदाबाद', 'कोलकाता', 'मुंबई']);
  });
});
