/**
 * A port whose implementation is still loading: every call waits for it. Lets the app paint
 * before the fake backend's chunk (faker and the seed) has arrived. Only for ports whose
 * methods all return promises.
 */
export function deferPort<T extends object>(implementation: Promise<T>): T {
  const methods: Record<string, unknown> = {};
  // One stable function per method, kept on the target so it can be wrapped or spied on.
  const ensure = (property: string | symbol): boolean => {
    // Not a thenable: whoever awaits or resolves the port must get the port itself.
    if (property === 'then' || typeof property === 'symbol') return false;
    methods[property] ??= async (...args: unknown[]) => {
      const port = await implementation;
      const method = Reflect.get(port, property) as unknown;
      if (typeof method !== 'function') throw new TypeError(`${property} is not a method of the port`);
      return method.apply(port, args) as unknown;
    };
    return true;
  };
  return new Proxy(methods as T, {
    get: (target, property) => (ensure(property) ? Reflect.get(target, property) : undefined),
    has: (target, property) => ensure(property) && Reflect.has(target, property),
    getOwnPropertyDescriptor: (target, property) =>
      ensure(property) ? Reflect.getOwnPropertyDescriptor(target, property) : undefined,
  });
}
