import type { AccessChange } from '../db/notify';

/**
 * What the session and access feeds (server/plugins/auth.ts) tell whoever holds a right granted
 * earlier than the call at hand (the messaging sockets, decision 043): a session ended, someone's
 * access may have changed, or, after the feed was down, anything may have.
 */
export type AccessEvent =
  | { kind: 'session-ended'; sessionId: string }
  | AccessChange
  /** a feed came back after a drop: notifications sent meanwhile are lost */
  | { kind: 'gap' };

export type AccessEventListener = (event: AccessEvent) => void;

/** Listeners of access events; each is called synchronously, in the order the feeds heard them. */
export const createAccessEvents = () => {
  const listeners = new Set<AccessEventListener>();
  return {
    /** returns the function that stops listening */
    subscribe: (listener: AccessEventListener): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (event: AccessEvent): void => {
      for (const listener of listeners) listener(event);
    },
  };
};

export type AccessEvents = ReturnType<typeof createAccessEvents>;
