import { describe, expect, it, vi } from 'vitest';
import { deferPort } from './defer-port';

interface Greeter {
  greet(name: string): Promise<string>;
}

describe('deferPort', () => {
  it('answers a call made before the implementation has loaded, once it has', async () => {
    let load: (greeter: Greeter) => void = () => undefined;
    const port = deferPort<Greeter>(new Promise((resolve) => (load = resolve)));
    const answer = port.greet('Asha');
    load({ greet: async (name) => `Namaste, ${name}` });
    await expect(answer).resolves.toBe('Namaste, Asha');
  });

  it('is not a thenable, so awaiting or resolving it gives the port itself', async () => {
    const port = deferPort<Greeter>(Promise.resolve({ greet: async () => 'hi' }));
    expect(await Promise.resolve(port)).toBe(port);
  });

  it('hands out one stable function per method, which a test can spy on', async () => {
    const port = deferPort<Greeter>(Promise.resolve({ greet: async (name: string) => name }));
    expect(port.greet).toBe(port.greet);
    const spy = vi.spyOn(port, 'greet');
    await port.greet('Ravi');
    expect(spy).toHaveBeenCalledWith('Ravi');
  });

  it('rejects a call to a method the implementation does not have', async () => {
    const port = deferPort<Greeter & { missing(): Promise<void> }>(Promise.resolve({ greet: async () => '' }) as never);
    await expect(port.missing()).rejects.toThrow(TypeError);
  });

  it('given a loader, fetches nothing until the first call, then loads once for all calls', async () => {
    const load = vi.fn(async (): Promise<Greeter> => ({ greet: async (name) => `Hello ${name}` }));
    const port = deferPort<Greeter>(load);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([port.greet('A'), port.greet('B')])).resolves.toEqual(['Hello A', 'Hello B']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('given a loader whose chunk failed to arrive, tries again on the next call', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ greet: async () => 'back' });
    const port = deferPort<Greeter>(load);
    await expect(port.greet('x')).rejects.toThrow('Failed to fetch');
    await expect(port.greet('x')).resolves.toBe('back');
  });
});
