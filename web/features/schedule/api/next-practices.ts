import { addDays } from '@core/schedule/zoned-time';
import { scheduleQueryOptions } from './get-schedule';

/** How far ahead the home page's next practices look. */
const DAYS_AHEAD = 60;

const localDay = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The schedule read behind the home page's next practices at the moment `now`: from yesterday (an
 * event still under way) to two months ahead. The card and the dashboard's loader (which starts it
 * beside the guards) ask with the same key.
 */
export const nextPracticesQueryOptions = (orgId: string, now: number) => {
  const today = localDay(now);
  return scheduleQueryOptions(orgId, { from: addDays(today, -1), to: addDays(today, DAYS_AHEAD) });
};
