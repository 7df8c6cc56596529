import { describe, expect, it } from 'vitest';
import { timeAgo } from './dates';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const before = (minutes: number) => new Date(NOW - minutes * 60 * 1000).toISOString();

describe('timeAgo', () => {
  it('says how many minutes or hours ago, in English and in Hindi', () => {
    expect(timeAgo(before(5), NOW, 'en-IN')).toBe('5 minutes ago');
    expect(timeAgo(before(5), NOW, 'hi-IN')).toBe('5 मिनट पहले');
    expect(timeAgo(before(150), NOW, 'en-IN')).toBe('2 hours ago');
    expect(timeAgo(before(150), NOW, 'hi-IN')).toBe('2 घंटे पहले');
  });

  it('counts a moment ago as a minute: "0 minutes ago" would read as a fault', () => {
    expect(timeAgo(before(0.2), NOW, 'en-IN')).toBe('1 minute ago');
  });

  it('gives nothing from a day ago on, for a time to come or an unreadable time: those read better as a date', () => {
    expect(timeAgo(before(23 * 60 + 59), NOW, 'en-IN')).toBe('23 hours ago');
    expect(timeAgo(before(24 * 60), NOW, 'en-IN')).toBeNull();
    expect(timeAgo(before(-5), NOW, 'en-IN')).toBeNull();
    expect(timeAgo('not a time', NOW, 'en-IN')).toBeNull();
  });
});
