/**
 * A tiny persisted store: state kept in memory, mirrored to a Web Storage area (localStorage or
 * sessionStorage) under one key, read back and validated on start, synchronised across tabs.
 * React components read it through useSyncExternalStore (see hooks.ts).
 */
export interface Store<T> {
  getState: () => T;
  setState: (update: T | ((state: T) => T)) => void;
  subscribe: (listener: () => void) => () => void;
  /** drop the stored copy and go back to the initial state */
  reset: () => void;
}

export interface PersistedStoreOptions<T> {
  key: string;
  /** the storage area; a function so that a missing window (tests, SSR) means "memory only" */
  storage: () => Storage | undefined;
  initial: T;
  /** turns whatever was stored into a valid state; throw (or return undefined) to fall back to initial */
  revive: (raw: unknown) => T | undefined;
}

const readStored = <T>(options: PersistedStoreOptions<T>): T => {
  try {
    const raw = options.storage()?.getItem(options.key);
    if (raw == null) return options.initial;
    return options.revive(JSON.parse(raw)) ?? options.initial;
  } catch {
    return options.initial;
  }
};

export const createPersistedStore = <T>(options: PersistedStoreOptions<T>): Store<T> => {
  let state = readStored(options);
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());

  const write = (next: T) => {
    try {
      options.storage()?.setItem(options.key, JSON.stringify(next));
    } catch {
      // storage full or disabled: the state still lives in memory for this page
    }
  };

  const store: Store<T> = {
    getState: () => state,
    setState: (update) => {
      const next = typeof update === 'function' ? (update as (s: T) => T)(state) : update;
      if (Object.is(next, state)) return;
      state = next;
      write(next);
      emit();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset: () => {
      try {
        options.storage()?.removeItem(options.key);
      } catch {
        // ignore
      }
      state = options.initial;
      emit();
    },
  };

  // Another tab signed out or switched organization: follow it.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== options.key || event.storageArea !== options.storage()) return;
      state = readStored(options);
      emit();
    });
  }
  return store;
};
