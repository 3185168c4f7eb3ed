/** Entries of a meet event: athletes in an individual event, or relay teams of 4 legs plus alternates. */
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PerformanceMark } from '@core/marks';
import { findSportEvent, type SportEvent } from '@core/sport-events/sport-events';
import type { Db } from '../../db/database';
import { athletes, meetEntries, relayLegs, type AthleteRow, type MeetEntryRow, type MeetEventRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import type { DbOrTx } from '../results/load';

export const entryNotFound = () => notFound('Entry not found', 'entry-not-found');

export const getEntryOr404 = async (db: DbOrTx, organizationId: string, entryId: string): Promise<MeetEntryRow> => {
  const [row] = await db
    .select()
    .from(meetEntries)
    .where(and(eq(meetEntries.organizationId, organizationId), eq(meetEntries.id, entryId)))
    .limit(1);
  if (!row) throw entryNotFound();
  return row;
};

const sportEventOf = (event: MeetEventRow): SportEvent => {
  const e = findSportEvent(event.eventType);
  // meet events are checked against the catalogue when added
  if (!e) throw new Error(`Meet event ${event.id} has an unknown type "${event.eventType}"`);
  return e;
};

const genderWord = { male: 'boys', female: 'girls', mixed: 'mixed' } as const;

/** The athletes named in a body field, all of this organization (another team's id answers 404) and fit for the event. */
const loadAthletesFor = async (
  db: DbOrTx,
  organizationId: string,
  event: SportEvent,
  ids: string[],
  field: string,
): Promise<AthleteRow[]> => {
  const rows = ids.length
    ? await db
        .select()
        .from(athletes)
        .where(and(eq(athletes.organizationId, organizationId), inArray(athletes.id, ids)))
    : [];
  const byId = new Map(rows.map((a) => [a.id, a]));
  return ids.map((id, i) => {
    const a = byId.get(id);
    if (!a) throw notFound('Athlete not found', 'athlete-not-found');
    if (event.gender !== 'mixed' && a.gender !== event.gender) {
      throw badRequest(`${field}.${i}: ${a.firstName} ${a.lastName} cannot run in a ${genderWord[event.gender]} event`, `${field}.${i}`);
    }
    return a;
  });
};

/** Enters athletes in an individual event; athletes already entered keep their entry. Returns the entries of all of them. */
export const addEntries = async (db: Db, organizationId: string, event: MeetEventRow, athleteIds: string[]): Promise<MeetEntryRow[]> => {
  const sport = sportEventOf(event);
  if (sport.kind === 'relay') throw badRequest('body.athleteIds: Enter a relay event as a team of legs', 'body.athleteIds');
  const ids = [...new Set(athleteIds)];
  await loadAthletesFor(db, organizationId, sport, ids, 'body.athleteIds');
  await db
    .insert(meetEntries)
    .values(ids.map((athleteId) => ({ organizationId, meetId: event.meetId, meetEventId: event.id, athleteId })))
    .onConflictDoNothing();
  return db
    .select()
    .from(meetEntries)
    .where(and(eq(meetEntries.organizationId, organizationId), eq(meetEntries.meetEventId, event.id), inArray(meetEntries.athleteId, ids)));
};

export interface RelayInput {
  name?: string | null;
  legs?: string[];
  alternates?: string[];
}

const checkTeam = async (db: DbOrTx, organizationId: string, sport: SportEvent, legs: string[], alternates: string[]): Promise<void> => {
  const all = [...legs, ...alternates];
  const repeated = all.findIndex((id, i) => all.indexOf(id) !== i);
  if (repeated !== -1) {
    const field = repeated < legs.length ? `body.legs.${repeated}` : `body.alternates.${repeated - legs.length}`;
    throw badRequest(`${field}: An athlete can hold only one place in the team`, field);
  }
  await loadAthletesFor(db, organizationId, sport, legs, 'body.legs');
  await loadAthletesFor(db, organizationId, sport, alternates, 'body.alternates');
};

/** The rows of a relay entry's legs and alternates, of the entry's team. */
const legRows = (entry: Pick<MeetEntryRow, 'id' | 'organizationId'>, legs: string[], alternates: string[]) => {
  const { id: entryId, organizationId } = entry;
  return [
    ...legs.map((athleteId, i) => ({ organizationId, entryId, athleteId, position: i + 1, alternate: false })),
    ...alternates.map((athleteId, i) => ({ organizationId, entryId, athleteId, position: legs.length + i + 1, alternate: true })),
  ];
};

const relaySport = (event: MeetEventRow): SportEvent => {
  const sport = sportEventOf(event);
  if (sport.kind !== 'relay') throw badRequest('body.legs: Only a relay event takes a team of legs', 'body.legs');
  return sport;
};

export const addRelayEntry = async (
  db: Db,
  organizationId: string,
  event: MeetEventRow,
  input: Required<Pick<RelayInput, 'legs'>> & RelayInput,
): Promise<MeetEntryRow> => {
  const sport = relaySport(event);
  const alternates = input.alternates ?? [];
  await checkTeam(db, organizationId, sport, input.legs, alternates);
  return db.transaction(async (tx) => {
    const [{ n }] = (await tx
      .select({ n: count() })
      .from(meetEntries)
      .where(and(eq(meetEntries.meetEventId, event.id), isNull(meetEntries.athleteId)))) as [{ n: number }];
    const name = input.name || `Relay ${String.fromCharCode(65 + (n % 26))}`;
    const [entry] = await tx
      .insert(meetEntries)
      .values({ organizationId, meetId: event.meetId, meetEventId: event.id, relayName: name })
      .returning();
    await tx.insert(relayLegs).values(legRows(entry!, input.legs, alternates));
    return entry!;
  });
};

export const updateRelayEntry = async (
  db: Db,
  organizationId: string,
  entry: MeetEntryRow,
  event: MeetEventRow,
  input: RelayInput,
  expectedVersion: number,
): Promise<void> => {
  if (entry.athleteId !== null) throw badRequest('body: Only a relay entry has legs and a team name', 'body');
  const sport = relaySport(event);
  const current = await db.select().from(relayLegs).where(eq(relayLegs.entryId, entry.id));
  const legs =
    input.legs ??
    current
      .filter((l) => !l.alternate)
      .sort((a, b) => a.position - b.position)
      .map((l) => l.athleteId);
  const alternates =
    input.alternates ??
    current
      .filter((l) => l.alternate)
      .sort((a, b) => a.position - b.position)
      .map((l) => l.athleteId);
  await checkTeam(db, organizationId, sport, legs, alternates);
  await db.transaction(async (tx) => {
    await nextEntryVersion(tx, organizationId, entry.id, expectedVersion, input.name ? { relayName: input.name } : {});
    if (input.legs || input.alternates) {
      await tx.delete(relayLegs).where(eq(relayLegs.entryId, entry.id));
      await tx.insert(relayLegs).values(legRows(entry, legs, alternates));
    }
  });
};

export const deleteEntry = async (db: Db, organizationId: string, entryId: string): Promise<void> => {
  const gone = await db
    .delete(meetEntries)
    .where(and(eq(meetEntries.organizationId, organizationId), eq(meetEntries.id, entryId)))
    .returning({ id: meetEntries.id });
  if (gone.length === 0) throw entryNotFound();
};

/** Sets (or clears: null) the seed mark typed for an entry of this event, at the version named (StaleEntryError otherwise). */
export const setEntrySeed = async (
  db: Db,
  organizationId: string,
  entry: MeetEntryRow,
  seedMark: PerformanceMark | null,
  expectedVersion: number,
): Promise<void> => {
  await nextEntryVersion(db, organizationId, entry.id, expectedVersion, { seedMark });
};

/** A change of an entry that named another version than the one saved now (decision 039): the route answers 409 entry-changed with the entry as it is. */
export class StaleEntryError extends Error {
  constructor(readonly entryId: string) {
    super('This entry was changed by someone else since you opened it');
    this.name = 'StaleEntryError';
  }
}

/**
 * Makes the entry's next version with `set`, if its version is still `expectedVersion` (checked
 * and bumped in the one UPDATE, so two changes of one version cannot both pass); StaleEntryError otherwise.
 */
const nextEntryVersion = async (
  db: DbOrTx,
  organizationId: string,
  entryId: string,
  expectedVersion: number,
  set: Partial<Pick<MeetEntryRow, 'relayName' | 'seedMark'>>,
): Promise<void> => {
  const [changed] = await db
    .update(meetEntries)
    .set({ ...set, version: sql`${meetEntries.version} + 1` })
    .where(and(eq(meetEntries.organizationId, organizationId), eq(meetEntries.id, entryId), eq(meetEntries.version, expectedVersion)))
    .returning({ id: meetEntries.id });
  if (!changed) throw new StaleEntryError(entryId);
};
