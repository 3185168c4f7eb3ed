/**
 * The roster as CSV, in the import's columns (so an export imports back) plus each athlete's PRs:
 * the athletes the roster's search and filters show, in its sort. Events are written by name
 * ("100m Hurdles", not female-100m-hurdles); the text starts with a UTF-8 byte-order mark so a
 * spreadsheet opens "Zoë Müller" as written.
 */
import type pg from 'pg';
import { and } from 'drizzle-orm';
import { gradeFromGradYear } from '@core/api/athletes';
import { toCsv } from '@core/csv';
import { formatMark, type Units } from '@core/marks';
import { eventOrder, findSportEvent } from '@core/sport-events/sport-events';
import type { Db } from '../../db/database';
import { athletes } from '../../db/schema';
import { markOfRow } from '../results/mark-row';
import { loadPageBests, type PrRecord } from './page-bests';
import { rosterFilters, rosterOrdering, type RosterQuery } from './roster';

const HEADER = ['Gender', 'First', 'Last', 'Grade', 'Grad Year', 'Birthdate', 'Events', 'Email', 'Status', 'PRs'];
/** The PR query takes the athletes' ids in chunks of this many. */
const CHUNK = 500;

/** An event type by its catalogue name ("100m Hurdles"); the gender is the athlete's own. */
const eventName = (type: string): string => findSportEvent(type)?.displayName ?? type;

/** "100m 12.41; Long Jump 5.10m; 60m (Indoor) 7.85", in the catalogue's order, indoor after outdoor. */
const prsText = (prs: PrRecord[], units: Units): string =>
  [...prs]
    .sort(
      (a, b) =>
        eventOrder(findSportEvent(a.row.eventType)?.event ?? '') - eventOrder(findSportEvent(b.row.eventType)?.event ?? '') ||
        Number(a.row.indoor) - Number(b.row.indoor),
    )
    .map((p) => {
      const indoor = p.row.indoor && !findSportEvent(p.row.eventType)?.event.startsWith('indoor-') ? ' indoor' : '';
      return `${eventName(p.row.eventType)}${indoor} ${formatMark(p.row.eventType, markOfRow(p.row), { units })}`;
    })
    .join('; ');

export type RosterExportQuery = Omit<RosterQuery, 'limit' | 'offset'>;

export const exportRosterCsv = async (
  db: Db,
  pool: pg.Pool,
  organizationId: string,
  q: RosterExportQuery,
  settings: { handTimeConversion: boolean; units: Units },
  today: Date = new Date(),
): Promise<string> => {
  const rows = await db
    .select()
    .from(athletes)
    .where(and(...rosterFilters(organizationId, q)))
    .orderBy(...rosterOrdering(organizationId, q.sortBy));
  const prsOf = new Map<string, PrRecord[]>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const { bests } = await loadPageBests(
      pool,
      organizationId,
      rows.slice(i, i + CHUNK).map((a) => a.id),
      settings.handTimeConversion,
      // the export is staff's (team:personal-data), who see every meet
      'all',
    );
    for (const b of bests) prsOf.set(b.row.athleteId, [...(prsOf.get(b.row.athleteId) ?? []), b]);
  }
  const lines = rows.map((a) => [
    a.gender === 'female' ? 'F' : 'M',
    a.firstName,
    a.lastName,
    a.gradYear === null ? '' : String(gradeFromGradYear(a.gradYear, today) ?? ''),
    a.gradYear === null ? '' : String(a.gradYear),
    a.birthdate ?? '',
    [...a.preferredEvents.map(eventName), ...a.eventGroups].join('; '),
    a.email ?? '',
    a.status,
    prsText(prsOf.get(a.id) ?? [], settings.units),
  ]);
  // core/csv: the product's one CSV writer (byte-order mark, quoting, formulas defused)
  return toCsv(HEADER, lines);
};
