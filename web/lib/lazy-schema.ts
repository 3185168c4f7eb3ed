/**
 * A value built on first use and stood in for until then: the web build wraps the contract's
 * schemas in it (web/build/lazy-contract.ts), so a page builds only the schemas of the calls it makes,
 * when it makes them, instead of all of them while the app chunk loads (zod schemas cost to build).
 * Every operation on the stand-in goes to the built value, which is built by the first of them.
 */
export const lazySchema = <T extends object>(build: () => T): T => {
  let value: T | undefined;
  const real = (): T => (value ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key),
    set: (_target, key, v) => Reflect.set(real(), key, v),
    has: (_target, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    // reported configurable: the stand-in itself has no own properties (a proxy's invariants)
    getOwnPropertyDescriptor: (_target, key) => {
      const found = Reflect.getOwnPropertyDescriptor(real(), key);
      return found && { ...found, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(real(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
};

/**
 * What a call's schema getter runs (web/build/lazy-contract.ts): builds the schema and puts it on the call
 * in place of the getter, so later reads are plain property reads.
 */
export const lazyField = <T>(target: object, key: string, build: () => T): T => {
  const value = build();
  Object.defineProperty(target, key, { value, enumerable: true });
  return value;
};
