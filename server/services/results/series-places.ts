/**
 * Places of a field event kept as series (decision 028): once one result of a meet event holds a
 * series, the series place every result of that event (World Athletics rule 25.22 for jumps and
 * throws, rule 26.8 for high jump and pole vault), ties sharing the place. A result entered as a
 * mark alone counts as a series of that one attempt (a height: cleared at the first try); a
 * non-mark gets no place. Without any series the places stay as typed.
 */
import { and, eq, ne } from 'drizzle-orm';
import { placeSeries, seriesKind, seriesOfMark, type Mark, type Series } from '@core/marks';
import { results } from '../../db/schema';
import type { DbOrTx } from './load';
import { markOfRow, windOfRow } from './mark-row';

/** The result being saved: its entry and what it will hold. */
export interface PendingSeries {
  entryId: string;
  mark: Mark;
  wind: number | null;
  series: Series | null;
}

/**
 * Places the results of a meet event from their series, writing the changed places of the other
 * results; answers the place of `pending` (the result being saved, not written here), or undefined
 * when the event keeps typed places (no series in it).
 */
export const placeEventSeries = async (
  db: DbOrTx,
  organizationId: string,
  meetEventId: string,
  eventType: string,
  pending: PendingSeries | null,
): Promise<number | null | undefined> => {
  const kind = seriesKind(eventType);
  if (!kind) return undefined;
  const others = await db
    .select()
    .from(results)
    .where(
      and(
        eq(results.organizationId, organizationId),
        eq(results.meetEventId, meetEventId),
        pending ? ne(results.entryId, pending.entryId) : undefined,
      ),
    );
  const all: { id: string | null; place: number | null; series: Series | null; mark: Mark; wind: number | null }[] = others.map((r) => ({
    id: r.id,
    place: r.place,
    series: r.series,
    mark: markOfRow(r),
    wind: windOfRow(r),
  }));
  if (pending) all.push({ id: null, place: null, ...pending });
  if (!all.some((r) => r.series !== null)) return undefined;
  const places = placeSeries(all.map((r) => (r.series?.kind === kind ? r.series : seriesOfMark(kind, r.mark, r.wind))));
  for (const [i, r] of all.entries()) {
    if (r.id !== null && r.place !== places[i]) {
      await db
        .update(results)
        .set({ place: places[i] ?? null })
        .where(eq(results.id, r.id));
    }
  }
  return pending ? places.at(-1) : undefined;
};
