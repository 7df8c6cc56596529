import { Err, Ok, type Result } from 'ts-results-es';
import { describe, expect, it } from 'vitest';
import { optional, SingleFlight } from './forms';

describe('optional', () => {
  const digits = (input: string): Result<number, string> => (/^\d+$/.test(input.trim()) ? Ok(Number(input)) : Err('digits only'));

  it('reads blank as null and anything else with the given parser', () => {
    expect(optional(digits)('  ').unwrap()).toBeNull();
    expect(optional(digits)('42').unwrap()).toBe(42);
    expect(optional(digits)('4x').isErr()).toBe(true);
  });
});

describe('SingleFlight', () => {
  it('refuses a second call while the first is out, and frees up when it ends, even by throwing', async () => {
    const flight = new SingleFlight();
    let release!: () => void;
    const first = flight.run(() => new Promise<Result<string, never>>((resolve) => (release = () => resolve(Ok('done')))));
    expect(flight.inProgress).toBe(true);
    const second = await flight.run(() => Promise.resolve(Ok('again')));
    expect(second.isErr() && second.error).toEqual({ kind: 'in-progress' });
    release();
    expect((await first).unwrap()).toBe('done');
    await expect(flight.run(() => Promise.reject(new Error('bug')))).rejects.toThrow('bug');
    expect(flight.inProgress).toBe(false);
  });
});
