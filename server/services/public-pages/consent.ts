/**
 * Consent to an athlete's public profile (docs/privacy-data.md, decision 051). `recordPublicConsent`
 * is the one way consent is written: the athlete's own account (an adult), a coach recording a
 * parent's consent, and a parent's page (once parent accounts exist: it checks the guardian link,
 * then calls this as 'parent'). The rule of who may agree is core's `consentRefusal`. Writing or
 * withdrawing bumps the team's data version (a trigger), so public pages cached by it show the change.
 */
import { and, eq } from 'drizzle-orm';
import { can, type RoleName } from '@core/roles';
import { consentRefusal, hasPublicProfile, isMinor, type ConsentGiver } from '@core/public-pages/privacy';
import type { AthletePublicStatus } from '@core/api/public-pages';
import type { Db } from '../../db/database';
import { athletePublicConsents, athletes, publicPages, users, type AthleteRow } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';

export interface ConsentGiverRef {
  /** the account that gives (or records) the consent */
  userId: string;
  role: ConsentGiver;
}

/** Who is asking about an athlete: their account and their role in the team. */
export interface ConsentCaller {
  userId: string;
  role: RoleName;
}

const getAthleteOr404 = async (db: Db, organizationId: string, athleteId: string): Promise<AthleteRow> => {
  const [row] = await db
    .select()
    .from(athletes)
    .where(and(eq(athletes.organizationId, organizationId), eq(athletes.id, athleteId)))
    .limit(1);
  if (!row) throw notFound('Athlete not found', 'athlete-not-found');
  return row;
};

/** Which consents the caller may record: their own as an adult athlete, a parent's as staff for a minor. */
const giversFor = (athlete: AthleteRow, minor: boolean, caller: ConsentCaller): ConsentGiver[] => {
  const givers: ConsentGiver[] = [];
  if (athlete.userId === caller.userId && consentRefusal('athlete', minor) === null) givers.push('athlete');
  if (can(caller.role, 'team:write') && consentRefusal('coach', minor) === null) givers.push('coach');
  return givers;
};

const mayWithdraw = (athlete: AthleteRow, caller: ConsentCaller): boolean =>
  athlete.userId === caller.userId || can(caller.role, 'team:write');

/** The athlete's public status as the caller sees it: minor or not, the team's settings, the consent, what the caller may do. */
export const loadAthletePublicStatus = async (
  db: Db,
  organizationId: string,
  athleteId: string,
  caller: ConsentCaller,
  today: string,
): Promise<AthletePublicStatus> => {
  const athlete = await getAthleteOr404(db, organizationId, athleteId);
  const [[consent], [page]] = await Promise.all([
    db
      .select({ consent: athletePublicConsents, firstName: users.firstName, lastName: users.lastName })
      .from(athletePublicConsents)
      .leftJoin(users, eq(users.id, athletePublicConsents.givenByUserId))
      .where(eq(athletePublicConsents.athleteId, athleteId))
      .limit(1),
    db.select().from(publicPages).where(eq(publicPages.organizationId, organizationId)).limit(1),
  ]);
  const minor = isMinor(athlete, today);
  const teamAllows = page?.athleteProfiles ?? false;
  return {
    athleteId,
    minor,
    teamAllowsProfiles: teamAllows,
    pageEnabled: page?.enabled ?? false,
    consent: consent
      ? {
          givenByRole: consent.consent.givenByRole as ConsentGiver,
          givenByName: consent.firstName === null ? null : `${consent.firstName} ${consent.lastName ?? ''}`.trim(),
          givenAt: consent.consent.givenAt.toISOString(),
          note: consent.consent.note,
        }
      : null,
    publicProfile: hasPublicProfile(teamAllows, consent !== undefined),
    canGiveAs: giversFor(athlete, minor, caller),
    canWithdraw: consent !== undefined && mayWithdraw(athlete, caller),
  };
};

/**
 * Records consent to the athlete's public profile, given by `giver` (replacing an earlier one). 403
 * when the rule refuses it: an adult's consent only from their own account; a minor's only from a
 * parent (their account, or a coach recording it). The caller checks that `giver` may act as that
 * role: the route for 'athlete' and 'coach'; a parent's page for 'parent' (its guardian link).
 */
export const recordPublicConsent = async (
  db: Db,
  input: { organizationId: string; athleteId: string; giver: ConsentGiverRef; note: string; today: string },
): Promise<void> => {
  const athlete = await getAthleteOr404(db, input.organizationId, input.athleteId);
  const refusal = consentRefusal(input.giver.role, isMinor(athlete, input.today));
  if (refusal) throw forbidden(refusal);
  if (input.giver.role === 'athlete' && athlete.userId !== input.giver.userId)
    throw forbidden("Only the athlete's own account agrees as the athlete.");
  const values = {
    athleteId: athlete.id,
    organizationId: input.organizationId,
    givenByUserId: input.giver.userId,
    givenByRole: input.giver.role,
    note: input.note,
    givenAt: new Date(),
  };
  await db.insert(athletePublicConsents).values(values).onConflictDoUpdate({ target: athletePublicConsents.athleteId, set: values });
};

/** Withdraws the consent (the athlete's own account or staff; a parent's page checks its link and calls this). */
export const withdrawPublicConsent = async (
  db: Db,
  organizationId: string,
  athleteId: string,
  caller: ConsentCaller | 'checked',
): Promise<void> => {
  const athlete = await getAthleteOr404(db, organizationId, athleteId);
  if (caller !== 'checked' && !mayWithdraw(athlete, caller)) throw forbidden('Only the athlete or a coach can withdraw this consent.');
  await db
    .delete(athletePublicConsents)
    .where(and(eq(athletePublicConsents.organizationId, organizationId), eq(athletePublicConsents.athleteId, athleteId)));
};

/** The athletes of a team who have a public profile (the team allows profiles and consent is given), with their names. */
export const loadPublicAthletes = async (
  db: Db,
  organizationId: string,
  teamAllows: boolean,
): Promise<ReadonlyMap<string, { firstName: string; lastName: string }>> => {
  if (!hasPublicProfile(teamAllows, true)) return new Map();
  const rows = await db
    .select({ id: athletes.id, firstName: athletes.firstName, lastName: athletes.lastName })
    .from(athletePublicConsents)
    .innerJoin(athletes, eq(athletes.id, athletePublicConsents.athleteId))
    .where(eq(athletePublicConsents.organizationId, organizationId));
  return new Map(rows.map((r) => [r.id, { firstName: r.firstName, lastName: r.lastName }]));
};
