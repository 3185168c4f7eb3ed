import { z } from 'zod';
import { sportEventSchema } from '@core/api/sport-events';
import { createPersistedStore } from './persisted-store';

export type SportEventItem = z.infer<typeof sportEventSchema>;

export interface SportEventsState {
  items: SportEventItem[];
  /** set once the guard tried the once-per-session fetch (seed section 2, rule 4) */
  fetched: boolean;
}

const stateSchema = z.object({ items: z.array(sportEventSchema), fetched: z.boolean() });

/** The sport-event list: kept for the browser session (sessionStorage). */
export const sportEventsStore = createPersistedStore<SportEventsState>({
  key: 'splits.sport-events',
  storage: () => (typeof window === 'undefined' ? undefined : window.sessionStorage),
  initial: { items: [], fetched: false },
  revive: (raw) => {
    const parsed = stateSchema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  },
});
