/**
 * A port whose implementation is still loading: every call waits for it. Lets the app paint
 * before the fake backend's chunk (faker and the seed) has arrived. Given a function, the
 * implementation is not even fetched until the first call, so a page that never uses the
 * port never downloads its adapter. Only for ports whose methods all return promises.
 */
export function deferPort<T extends object>(source: Promise<T> | (() => Promise<T>)): T {
  let loading: Promise<T> | null = typeof source === 'function' ? null : source;
  const implementation = (): Promise<T> => {
    if (loading === null && typeof source === 'function') {
      const started = source();
      // A chunk that failed to arrive is fetched again on the next call.
      started.catch(() => (loading = null));
      loading = started;
    }
    return loading as Promise<T>;
  };
  const methods: Record<string, unknown> = {};
  // One stable function per method, kept on the target so it can be wrapped or spied on.
  const ensure = (property: string | symbol): boolean => {
    // Not a thenable: whoever awaits or resolves the port must get the port itself.
    if (property === 'then' || typeof property === 'symbol') return false;
    methods[property] ??= async (...args: unknown[]) => {
      const port = await implementation();
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
