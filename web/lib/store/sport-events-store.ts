import type { z } from 'zod';
import type { sportEventSchema } from '@core/api/sport-events';
import { createPersistedStore } from './persisted-store';
import { hasStrings, isRecord } from '../shape';

export type SportEventItem = z.infer<typeof sportEventSchema>;

export interface SportEventsState {
  items: SportEventItem[];
  /** set once the guard tried the once-per-session fetch (seed section 2, rule 4) */
  fetched: boolean;
}

const isItem = (v: unknown): v is SportEventItem =>
  isRecord(v) && hasStrings(v, ['event', 'type', 'displayName', 'gender', 'category', 'kind']);

/** The sport-event list: kept for the browser session (sessionStorage). */
export const sportEventsStore = createPersistedStore<SportEventsState>({
  key: 'splits.sport-events',
  storage: () => (typeof window === 'undefined' ? undefined : window.sessionStorage),
  initial: { items: [], fetched: false },
  revive: (raw) =>
    isRecord(raw) && Array.isArray(raw.items) && raw.items.every(isItem) && typeof raw.fetched === 'boolean'
      ? { items: raw.items, fetched: raw.fetched }
      : undefined,
});
