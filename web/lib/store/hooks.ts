import { useSyncExternalStore } from 'react';
import type { Store } from './persisted-store';
import { appStore, type AppState } from './app-store';

/** Reads a slice of a store; the selector must return a stable value (a part of the state, not a new object). */
export const useStore = <T, S>(store: Store<T>, selector: (state: T) => S): S =>
  useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );

export const useAppStore = <S>(selector: (state: AppState) => S): S => useStore(appStore, selector);

export const useSession = () => useAppStore((s) => s.session);
export const useUser = () => useAppStore((s) => s.session.user);
export const useUserMode = () => useAppStore((s) => s.session.userMode);
export const useOrganization = () => useAppStore((s) => s.organization);
export const useRole = () => useAppStore((s) => s.role);
