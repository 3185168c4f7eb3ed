/**
 * Bib (competitor) numbers: typed one by one, or handed out from the team's range to every active
 * athlete without one, by last name. A bib is unique in the team (a unique index; a clash is a 409).
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { athletes, organizations } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { isUniqueViolation } from '../../db/unique-violation';

export interface BibsRecord {
  rangeStart: number | null;
  rangeEnd: number | null;
  athletes: Pick<typeof athletes.$inferSelect, 'id' | 'firstName' | 'lastName' | 'gender' | 'bib'>[];
}

const activeByName = [asc(athletes.nameKey), asc(athletes.id)];

export const loadBibs = async (db: Db, organizationId: string): Promise<BibsRecord> => {
  const [org] = await db
    .select({ rangeStart: organizations.bibRangeStart, rangeEnd: organizations.bibRangeEnd })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  const rows = await db
    .select({ id: athletes.id, firstName: athletes.firstName, lastName: athletes.lastName, gender: athletes.gender, bib: athletes.bib })
    .from(athletes)
    .where(and(eq(athletes.organizationId, organizationId), eq(athletes.status, 'active')))
    .orderBy(...activeByName);
  return { rangeStart: org?.rangeStart ?? null, rangeEnd: org?.rangeEnd ?? null, athletes: rows };
};

/** Saves the range and gives its free numbers, lowest first, to the active athletes without a bib; 400 (nothing saved) when too few are free. */
export const assignBibs = async (db: Db, organizationId: string, rangeStart: number, rangeEnd: number): Promise<number> =>
  assignInTransaction(db, organizationId, rangeStart, rangeEnd).catch((e: unknown) => {
    if (isUniqueViolation(e)) throw conflict('A bib of the range was typed meanwhile: assign again', 'bib-taken');
    throw e;
  });

const assignInTransaction = async (db: Db, organizationId: string, rangeStart: number, rangeEnd: number): Promise<number> =>
  db.transaction(async (tx) => {
    const taken = new Set(
      (
        await tx
          .select({ bib: athletes.bib })
          .from(athletes)
          .where(and(eq(athletes.organizationId, organizationId), isNotNull(athletes.bib)))
      ).map((r) => Number(r.bib)),
    );
    const without = await tx
      .select({ id: athletes.id })
      .from(athletes)
      .where(and(eq(athletes.organizationId, organizationId), eq(athletes.status, 'active'), isNull(athletes.bib)))
      .orderBy(...activeByName);
    const free: number[] = [];
    for (let n = rangeStart; n <= rangeEnd && free.length < without.length; n++) if (!taken.has(n)) free.push(n);
    if (free.length < without.length) {
      throw badRequest(
        `body.rangeEnd: ${without.length} athletes need a bib and the range ${rangeStart}-${rangeEnd} has ${free.length} free numbers`,
        'body.rangeEnd',
      );
    }
    await tx.update(organizations).set({ bibRangeStart: rangeStart, bibRangeEnd: rangeEnd }).where(eq(organizations.id, organizationId));
    for (const [i, a] of without.entries())
      await tx
        .update(athletes)
        .set({ bib: String(free[i]) })
        .where(eq(athletes.id, a.id));
    return without.length;
  });

/** Sets or removes one athlete's bib; 409 when a teammate wears it. */
export const setAthleteBib = async (db: Db, organizationId: string, athleteId: string, bib: string | null): Promise<void> => {
  const value = bib === null ? null : String(Number(bib));
  if (value !== null) {
    const [holder] = await db
      .select({ id: athletes.id, firstName: athletes.firstName, lastName: athletes.lastName })
      .from(athletes)
      .where(and(eq(athletes.organizationId, organizationId), eq(athletes.bib, value)))
      .limit(1);
    if (holder && holder.id !== athleteId) throw conflict(`Bib ${value} is worn by ${holder.firstName} ${holder.lastName}`, 'bib-taken');
  }
  // a teammate given the same bib meanwhile: the unique index refuses it
  const updated = await db
    .update(athletes)
    .set({ bib: value, updatedAt: new Date() })
    .where(and(eq(athletes.organizationId, organizationId), eq(athletes.id, athleteId)))
    .returning({ id: athletes.id })
    .catch((e: unknown) => {
      if (isUniqueViolation(e)) throw conflict(`Bib ${value} is worn by another athlete`, 'bib-taken');
      throw e;
    });
  if (updated.length === 0) throw notFound('Athlete not found', 'athlete-not-found');
};
