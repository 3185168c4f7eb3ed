/**
 * Other teams' finishers at a meet (decision 027): typed on the meet page or brought by the results
 * import. They live in `meet_competitors`, apart from `results`, so they never reach the roster,
 * PRs, season bests, leaders or records.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CompetitorInput } from '@core/api/standings';
import type { Db } from '../../db/database';
import { meetCompetitors, meetEvents, type MeetCompetitorRow, type MeetEventRow, type NewMeetCompetitorRow } from '../../db/schema';
import { parseWind } from '@core/marks';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { getMeetEventOr404 } from '../meets/meet-events';
import { assertOpenForResults, getMeetOr404 } from '../meets/meets';
import type { TeamSettings } from '../organizations/team-settings';
import { requireResultInput, type ParsedResult } from '../results/parse-input';
import type { DbOrTx } from '../results/load';
import { markColumns, markOfRow } from '../results/mark-row';
import { isUniqueViolation } from '../../db/unique-violation';

type Input = { name: string; team: string; mark: string; wind?: string | null; place?: number | null; heat?: number | null };

const competitorNotFound = () => notFound('Competitor not found', 'competitor-not-found');

const duplicate = (name: string, team: string) => conflict(`${name} (${team}) is already listed in this event`, 'competitor-duplicate');

/** The columns of a competitor from a mark read by the mark engine (no splits, no legality: they never rank for us). */
export const competitorValues = (
  organizationId: string,
  event: Pick<MeetEventRow, 'id' | 'meetId'>,
  name: string,
  team: string,
  parsed: ParsedResult,
): NewMeetCompetitorRow => ({
  organizationId,
  meetId: event.meetId,
  meetEventId: event.id,
  name,
  team,
  markKind: parsed.markKind,
  ms: parsed.ms,
  timing: parsed.timing,
  mm: parsed.mm,
  quarterInches: parsed.quarterInches,
  nonMark: parsed.nonMark,
  windTenths: parsed.windTenths,
  windAided: parsed.windAided,
  sortValue: parsed.sortValue,
  sortValueRaw: parsed.sortValueRaw,
  place: parsed.place,
  heat: parsed.heat,
  updatedAt: new Date(),
});

export interface CompetitorRecord {
  row: MeetCompetitorRow;
  /** the meet event's type (female-100m) */
  eventType: string;
}

/** The meet's competitors in event order, then by place and mark. */
export const listCompetitors = async (db: DbOrTx, organizationId: string, meetId: string): Promise<CompetitorRecord[]> =>
  db
    .select({ row: meetCompetitors, eventType: meetEvents.eventType })
    .from(meetCompetitors)
    .innerJoin(meetEvents, eq(meetEvents.id, meetCompetitors.meetEventId))
    .where(and(eq(meetCompetitors.organizationId, organizationId), eq(meetCompetitors.meetId, meetId)))
    .orderBy(
      asc(meetEvents.position),
      sql`${meetCompetitors.place} asc nulls last`,
      sql`${meetCompetitors.sortValue} asc nulls last`,
      asc(meetCompetitors.name),
    );

export const getCompetitorOr404 = async (db: Db, organizationId: string, id: string): Promise<MeetCompetitorRow> => {
  const [row] = await db
    .select()
    .from(meetCompetitors)
    .where(and(eq(meetCompetitors.organizationId, organizationId), eq(meetCompetitors.id, id)))
    .limit(1);
  if (!row) throw competitorNotFound();
  return row;
};

export const addCompetitor = async (
  db: Db,
  organizationId: string,
  eventId: string,
  input: Input,
  settings: TeamSettings,
): Promise<CompetitorRecord> => {
  const event = await getMeetEventOr404(db, organizationId, eventId);
  assertOpenForResults(await getMeetOr404(db, organizationId, event.meetId));
  const parsed = requireResultInput(
    event.eventType,
    { mark: input.mark, wind: input.wind, place: input.place, heat: input.heat },
    settings,
    'body',
  );
  try {
    const [row] = await db
      .insert(meetCompetitors)
      .values(competitorValues(organizationId, event, input.name, input.team, parsed))
      .returning();
    return { row: row!, eventType: event.eventType };
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(input.name, input.team);
    throw e;
  }
};

export const updateCompetitor = async (
  db: Db,
  organizationId: string,
  id: string,
  patch: Partial<CompetitorInput>,
  settings: TeamSettings,
): Promise<CompetitorRecord> => {
  const current = await getCompetitorOr404(db, organizationId, id);
  const event = await getMeetEventOr404(db, organizationId, current.meetEventId);
  assertOpenForResults(await getMeetOr404(db, organizationId, event.meetId));
  const name = patch.name ?? current.name;
  const team = patch.team ?? current.team;
  let values: Partial<NewMeetCompetitorRow> = { name, team, updatedAt: new Date() };
  if (patch.mark !== undefined) {
    const wind = patch.wind !== undefined ? patch.wind : current.windTenths === null ? null : String(current.windTenths / 10);
    const parsed = requireResultInput(
      event.eventType,
      {
        mark: patch.mark,
        wind,
        place: patch.place !== undefined ? patch.place : current.place,
        heat: patch.heat !== undefined ? patch.heat : current.heat,
      },
      settings,
      'body',
    );
    const { organizationId: _o, meetId: _m, meetEventId: _e, ...rest } = competitorValues(organizationId, event, name, team, parsed);
    values = rest;
  } else {
    if (patch.wind !== undefined) {
      let wind: number | null = null;
      if (patch.wind) {
        const read = parseWind(patch.wind);
        if (!read.ok) throw badRequest(`body.wind: ${read.error}`, 'body.wind');
        wind = read.mark;
      }
      const { windTenths, windAided } = markColumns(event.eventType, markOfRow(current), wind);
      values = { ...values, windTenths, windAided };
    }
    if (patch.place !== undefined) values.place = patch.place;
    if (patch.heat !== undefined) values.heat = patch.heat;
  }
  try {
    const [row] = await db
      .update(meetCompetitors)
      .set(values)
      .where(and(eq(meetCompetitors.organizationId, organizationId), eq(meetCompetitors.id, id)))
      .returning();
    return { row: row!, eventType: event.eventType };
  } catch (e) {
    if (isUniqueViolation(e)) throw duplicate(name, team);
    throw e;
  }
};

export const deleteCompetitor = async (db: Db, organizationId: string, id: string): Promise<void> => {
  const current = await getCompetitorOr404(db, organizationId, id);
  assertOpenForResults(await getMeetOr404(db, organizationId, current.meetId));
  await db.delete(meetCompetitors).where(and(eq(meetCompetitors.organizationId, organizationId), eq(meetCompetitors.id, id)));
};
