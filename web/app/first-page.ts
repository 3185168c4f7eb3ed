import { useEffect, useSyncExternalStore } from 'react';

let drawn = false;
const listeners = new Set<() => void>();

/**
 * Called by the root route once the first page is on screen (a task after its commit, so the
 * paint comes first): what the first page does not need waits for it (decision 015).
 */
export const markFirstPageDrawn = (): void => {
  if (drawn) return;
  drawn = true;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * Whether the first page is on screen; true anyway after `fallbackMs` (a first page the root route
 * never draws, such as the error page, still gets what waited for it).
 */
export const useFirstPageDrawn = (fallbackMs: number): boolean => {
  const value = useSyncExternalStore(subscribe, () => drawn);
  useEffect(() => {
    if (drawn) return;
    const id = window.setTimeout(markFirstPageDrawn, fallbackMs);
    return () => window.clearTimeout(id);
  }, [fallbackMs]);
  return value;
};
