/** Athletes of one organization: create, read, edit, delete. Every query carries the org id. */
import { and, eq } from 'drizzle-orm';
import { gradYearFromGrade } from '@core/api/athletes';
import { findSportEvent } from '@core/sport-events/sport-events';
import type { z } from 'zod';
import type { athleteInputSchema } from '@core/api/athletes';
import type { Db } from '../../db/database';
import { athletes, memberships, type AthleteRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import { checkAthletePhotoReference } from '../../storage/image-reference';
import { removeTakenFiles, takeUnusedAthletePhoto, type FileRemoval } from '../../storage/owner-cleanup';
import { nameKey } from './names';

type ParsedInput = z.output<typeof athleteInputSchema>;
type NewAthlete = typeof athletes.$inferInsert;

const athleteNotFound = () => notFound('Athlete not found', 'athlete-not-found');

export const getAthleteOr404 = async (db: Db, organizationId: string, athleteId: string): Promise<AthleteRow> => {
  const [row] = await db
    .select()
    .from(athletes)
    .where(and(eq(athletes.organizationId, organizationId), eq(athletes.id, athleteId)))
    .limit(1);
  if (!row) throw athleteNotFound();
  return row;
};

/** Why a preferred event does not suit an athlete of `gender`, or null. */
const preferredEventProblem = (type: string, gender: string): string | null => {
  const event = findSportEvent(type);
  if (!event) return `Unknown event "${type}"`;
  if (event.gender !== 'mixed' && event.gender !== gender) return `${type} is not an event for a ${gender} athlete`;
  return null;
};

const checkPreferredEvents = (types: string[], gender: string): void => {
  types.forEach((type, i) => {
    const problem = preferredEventProblem(type, gender);
    if (problem) throw badRequest(`body.preferredEvents.${i}: ${problem}`, `body.preferredEvents.${i}`);
  });
};

const checkMember = async (db: Db, organizationId: string, userId: string): Promise<void> => {
  const [m] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)))
    .limit(1);
  if (!m) throw badRequest('body.userId: This user is not a member of the team', 'body.userId');
};

/** Columns from (part of) an athlete input; the grade becomes a graduation year. */
const athleteColumns = (input: Partial<ParsedInput>, today: Date = new Date()): Partial<NewAthlete> => {
  const { grade, gradYear, ...rest } = input;
  const out: Partial<NewAthlete> = { ...rest };
  if (gradYear !== undefined) out.gradYear = gradYear;
  else if (grade !== undefined) out.gradYear = grade === null ? null : gradYearFromGrade(grade, today);
  if (out.preferredEvents) out.preferredEvents = [...new Set(out.preferredEvents)];
  if (out.eventGroups) out.eventGroups = [...new Set(out.eventGroups)];
  return out;
};

export const createAthlete = async (db: Db, organizationId: string, input: ParsedInput): Promise<AthleteRow> => {
  checkPreferredEvents(input.preferredEvents ?? [], input.gender);
  if (input.userId) await checkMember(db, organizationId, input.userId);
  await checkAthletePhotoReference(db, input.photo, organizationId);
  const values = athleteColumns(input);
  const [row] = await db
    .insert(athletes)
    .values({
      ...values,
      organizationId,
      firstName: input.firstName,
      lastName: input.lastName,
      gender: input.gender,
      nameKey: nameKey(input.firstName, input.lastName),
    })
    .returning();
  return row!;
};

export const updateAthlete = async (
  db: Db,
  organizationId: string,
  athleteId: string,
  patch: Partial<ParsedInput>,
): Promise<AthleteRow> => {
  const current = await getAthleteOr404(db, organizationId, athleteId);
  const gender = patch.gender ?? current.gender;
  if (patch.preferredEvents || patch.gender) checkPreferredEvents(patch.preferredEvents ?? current.preferredEvents, gender);
  if (patch.userId) await checkMember(db, organizationId, patch.userId);
  if (patch.photo !== current.photo) await checkAthletePhotoReference(db, patch.photo, organizationId);
  const values = athleteColumns(patch);
  const firstName = patch.firstName ?? current.firstName;
  const lastName = patch.lastName ?? current.lastName;
  const [row] = await db
    .update(athletes)
    .set({ ...values, nameKey: nameKey(firstName, lastName), updatedAt: new Date() })
    .where(and(eq(athletes.organizationId, organizationId), eq(athletes.id, athleteId)))
    .returning();
  if (!row) throw athleteNotFound();
  return row;
};

/**
 * Deletes the athlete; their results, entries and relay legs go with them (foreign keys cascade),
 * and so does their photo's file row when no other athlete shows it. With `files`, that photo's
 * bytes are removed once the delete has committed (without, they stay orphaned in the store).
 */
export const deleteAthlete = async (db: Db, organizationId: string, athleteId: string, files?: FileRemoval): Promise<void> => {
  const taken = await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(athletes)
      .where(and(eq(athletes.organizationId, organizationId), eq(athletes.id, athleteId)))
      .returning({ id: athletes.id, photo: athletes.photo });
    if (!gone) throw athleteNotFound();
    return takeUnusedAthletePhoto(tx, organizationId, gone.photo);
  });
  if (files) await removeTakenFiles(files, taken);
};
