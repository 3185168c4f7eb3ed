import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

let drawn = false;
const listeners = new Set<() => void>();

/** How long the hooks below wait for a first page the root route never draws (the error page). */
const FIRST_PAGE_FALLBACK_MS = 3000;

/**
 * Called by the root route once the first page is on screen (a task after its commit, so the
 * paint comes first): what the first page does not need waits for it (decision 015).
 */
export const markFirstPageDrawn = (): void => {
  if (drawn) return;
  drawn = true;
  for (const listener of listeners) listener();
};

/**
 * Runs `callback` in a task of its own once the first page is on screen (the next task when it
 * already is), for work the first paint should not wait for: a request sent in the task that draws
 * the page delays its paint, and on a phone Lighthouse counts every request that ends before the
 * paint into it. Returns what cancels it.
 */
export const afterFirstPageDrawn = (callback: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    listeners.delete(run);
    timer = setTimeout(callback, 0);
  };
  if (drawn) run();
  else listeners.add(run);
  return () => {
    listeners.delete(run);
    clearTimeout(timer);
  };
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Marks the first page drawn after `fallbackMs` when the root route has not. */
const useFallback = (fallbackMs: number): void =>
  useEffect(() => {
    if (drawn) return;
    const id = window.setTimeout(markFirstPageDrawn, fallbackMs);
    return () => window.clearTimeout(id);
  }, [fallbackMs]);

/**
 * Whether the first page is on screen; true anyway after `fallbackMs` (a first page the root route
 * never draws, such as the error page, still gets what waited for it).
 */
export const useFirstPageDrawn = (fallbackMs = FIRST_PAGE_FALLBACK_MS): boolean => {
  const value = useSyncExternalStore(subscribe, () => drawn);
  useFallback(fallbackMs);
  return value;
};

/**
 * As useFirstPageDrawn, but turns true in a task after the one that marks the first page, in a
 * background render: what it guards (and the requests its effects send) is drawn in a task of its
 * own, not added to the toasts' task (a store's change is drawn at once, in the task that makes it).
 */
export const useAfterFirstPageDrawn = (fallbackMs = FIRST_PAGE_FALLBACK_MS): boolean => {
  const [after, setAfter] = useState(drawn);
  useFallback(fallbackMs);
  useEffect(() => afterFirstPageDrawn(() => startTransition(() => setAfter(true))), []);
  return after;
};
