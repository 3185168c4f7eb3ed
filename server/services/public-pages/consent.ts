/**
 * Consent to an athlete's public profile (docs/privacy-data.md, decision 051). `recordPublicConsent`
 * is the one way consent is written: the athlete's own account (an adult), a coach recording a
 * parent's consent, and a parent from their own account (a confirmed family link, decision 052).
 * The rule of who may agree is core's `consentRefusal`; who the caller is to the athlete (their own
 * account, staff, a confirmed parent) is `standingOf`, here. Writing or withdrawing bumps the team's
 * data version (a trigger), so public pages cached by it show the change.
 */
import { and, eq } from 'drizzle-orm';
import { can, type RoleName } from '@core/roles';
import { CONSENT_GIVERS, consentRefusal, hasPublicProfile, isMinor, type ConsentGiver } from '@core/public-pages/privacy';
import type { AthletePublicStatus } from '@core/api/public-pages';
import type { Db } from '../../db/database';
import { athletePublicConsents, athletes, publicPages, users, type AthleteRow } from '../../db/schema';
import { forbidden, notFound } from '../../http/http-error';
import { confirmedAthleteIds } from '../family/links';

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

/** Who the caller is to the athlete: their own account, staff, a confirmed parent (family links). */
interface Standing {
  own: boolean;
  staff: boolean;
  parent: boolean;
}

const standingOf = async (db: Db, organizationId: string, athlete: AthleteRow, caller: ConsentCaller): Promise<Standing> => ({
  own: athlete.userId === caller.userId,
  staff: can(caller.role, 'team:write'),
  parent: (await confirmedAthleteIds(db, organizationId, caller.userId)).includes(athlete.id),
});

/** As what the caller may agree (the rule permitting): the adult athlete themself, a parent of a minor, staff for a parent. */
const giversFor = (minor: boolean, standing: Standing): ConsentGiver[] => {
  const mayActAs: Record<ConsentGiver, boolean> = { athlete: standing.own, parent: standing.parent, coach: standing.staff };
  return CONSENT_GIVERS.filter((giver) => mayActAs[giver] && consentRefusal(giver, minor) === null);
};

/** The athlete themself and staff withdraw; a parent while the athlete is a minor (an adult decides for themself). */
const mayWithdraw = (minor: boolean, standing: Standing): boolean => standing.own || standing.staff || (standing.parent && minor);

const ACT_AS_REFUSALS: Record<ConsentGiver, string> = {
  athlete: "Only the athlete's own account agrees as the athlete.",
  parent: 'Only a parent linked to this athlete (confirmed by a coach) agrees as their parent.',
  coach: "Only coaches, admins and the owner record a parent's consent.",
};

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
  const standing = await standingOf(db, organizationId, athlete, caller);
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
    canGiveAs: giversFor(minor, standing),
    canWithdraw: consent !== undefined && mayWithdraw(minor, standing),
  };
};

/**
 * Records consent to the athlete's public profile, given by the caller as `as` (replacing an earlier
 * one). 403 when the caller may not act as that (`standingOf`: their own athlete record, a confirmed
 * family link, staff) or the rule refuses it: an adult's consent only from their own account; a
 * minor's only from a parent (their account, or a coach recording it).
 */
export const recordPublicConsent = async (
  db: Db,
  input: { organizationId: string; athleteId: string; caller: ConsentCaller; as: ConsentGiver; note: string; today: string },
): Promise<void> => {
  const athlete = await getAthleteOr404(db, input.organizationId, input.athleteId);
  const minor = isMinor(athlete, input.today);
  const refusal = consentRefusal(input.as, minor);
  if (refusal) throw forbidden(refusal);
  const standing = await standingOf(db, input.organizationId, athlete, input.caller);
  if (!giversFor(minor, standing).includes(input.as)) throw forbidden(ACT_AS_REFUSALS[input.as]);
  const values = {
    athleteId: athlete.id,
    organizationId: input.organizationId,
    givenByUserId: input.caller.userId,
    givenByRole: input.as,
    note: input.note,
    givenAt: new Date(),
  };
  await db.insert(athletePublicConsents).values(values).onConflictDoUpdate({ target: athletePublicConsents.athleteId, set: values });
};

/** Withdraws the consent: the athlete's own account, staff, or a confirmed parent of a minor (else 403). */
export const withdrawPublicConsent = async (
  db: Db,
  input: { organizationId: string; athleteId: string; caller: ConsentCaller; today: string },
): Promise<void> => {
  const athlete = await getAthleteOr404(db, input.organizationId, input.athleteId);
  const standing = await standingOf(db, input.organizationId, athlete, input.caller);
  if (!mayWithdraw(isMinor(athlete, input.today), standing))
    throw forbidden('Only the athlete, a parent of a minor or a coach can withdraw this consent.');
  await db
    .delete(athletePublicConsents)
    .where(and(eq(athletePublicConsents.organizationId, input.organizationId), eq(athletePublicConsents.athleteId, input.athleteId)));
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
