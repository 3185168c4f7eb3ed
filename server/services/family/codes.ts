/** The family code of an athlete: what a coach gives a parent so they can ask to be linked. */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { FAMILY_CODE_ALPHABET, FAMILY_CODE_LENGTH } from '@core/api/family';
import type { Db } from '../../db/database';
import { athletes, familyCodes, type AthleteRow } from '../../db/schema';

const newCode = (): string =>
  Array.from({ length: FAMILY_CODE_LENGTH }, () => FAMILY_CODE_ALPHABET[randomInt(FAMILY_CODE_ALPHABET.length)]).join('');

/** Writes a fresh code for the athlete (replacing any), retrying the rare clash with another athlete's. */
const writeCode = async (db: Db, organizationId: string, athleteId: string): Promise<string> => {
  for (let attempt = 0; ; attempt++) {
    const code = newCode();
    try {
      await db
        .insert(familyCodes)
        .values({ athleteId, organizationId, code })
        .onConflictDoUpdate({ target: familyCodes.athleteId, set: { code, createdAt: new Date() } });
      return code;
    } catch (error) {
      if (attempt >= 4) throw error;
    }
  }
};

/** The athlete's code, made on first read. The athlete must be checked to be the team's first. */
export const familyCodeOf = async (db: Db, organizationId: string, athleteId: string): Promise<string> => {
  const [row] = await db
    .select({ code: familyCodes.code })
    .from(familyCodes)
    .where(and(eq(familyCodes.organizationId, organizationId), eq(familyCodes.athleteId, athleteId)));
  return row?.code ?? writeCode(db, organizationId, athleteId);
};

/** A new code for the athlete: the old one stops working. */
export const rotateFamilyCode = async (db: Db, organizationId: string, athleteId: string): Promise<string> =>
  writeCode(db, organizationId, athleteId);

/** The team's athlete with this (normalized) code, if any. */
export const athleteByFamilyCode = async (db: Db, organizationId: string, code: string): Promise<AthleteRow | undefined> => {
  const [row] = await db
    .select({ athlete: athletes })
    .from(familyCodes)
    .innerJoin(athletes, eq(athletes.id, familyCodes.athleteId))
    .where(and(eq(familyCodes.organizationId, organizationId), eq(familyCodes.code, code)));
  return row?.athlete;
};
