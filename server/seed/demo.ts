import type pg from 'pg';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { RoleName } from '@core/roles';
import { withAdvisoryLock } from '../db/advisory-lock';
import type { Db } from '../db/database';
import { authUsers, memberships, organizations, seedRuns, users } from '../db/schema';
import { createOrganization } from '../services/organizations/organizations';
import { seedDemoSeason } from './demo-season';
import { seedDemoSchedule } from './demo-schedule';
import { withoutNotices } from '../notifications/notice';

export const DEMO_PASSWORD = 'splits-demo-2026';
export const DEMO_ORGANIZATION = 'Riverside Track & Field';

export const DEMO_PEOPLE: { email: string; firstName: string; lastName: string; role: RoleName }[] = [
  { email: 'owner@splits.demo', firstName: 'Dana', lastName: 'Reyes', role: 'owner' },
  { email: 'coach@splits.demo', firstName: 'Marcus', lastName: 'Lee', role: 'coach' },
  { email: 'athlete@splits.demo', firstName: 'Avery', lastName: 'Johnson', role: 'invitee' },
];

/** The identity (created through better-auth, so the password is hashed the real way) and profile. */
const ensurePerson = async (app: FastifyInstance, p: (typeof DEMO_PEOPLE)[number]): Promise<string> => {
  let [identity] = await app.db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, p.email));
  if (!identity) {
    const created = await app.betterAuth.api.signUpEmail({
      body: { email: p.email, password: DEMO_PASSWORD, name: `${p.firstName} ${p.lastName}` },
    });
    identity = { id: created.user.id };
  }
  await app.db
    .insert(users)
    .values({ uid: identity.id, email: p.email, firstName: p.firstName, lastName: p.lastName })
    .onConflictDoNothing({ target: users.uid });
  const [profile] = await app.db.select({ id: users.id }).from(users).where(eq(users.uid, identity.id));
  return profile!.id;
};

const demoOrganizationExists = async (app: FastifyInstance): Promise<boolean> => {
  const rows = await app.db
    .select({ id: organizations.id })
    .from(organizations)
    .innerJoin(memberships, and(eq(memberships.organizationId, organizations.id), eq(memberships.role, 'owner')))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(organizations.name, DEMO_ORGANIZATION), eq(users.email, DEMO_PEOPLE[0]!.email)))
    .limit(1);
  return rows.length > 0;
};

const DEMO_SEED = 'demo';

const seededBefore = async (db: Db): Promise<boolean> =>
  (await db.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, DEMO_SEED))).length > 0;

const recordSeed = async (db: Db): Promise<void> => {
  await db.insert(seedRuns).values({ name: DEMO_SEED }).onConflictDoNothing();
};

/** The demo team and its three people, written to the database. */
const createDemoTeam = async (app: FastifyInstance): Promise<void> => {
  // side by side: each sign-up spends most of its time hashing the password (npm start waits for it)
  const ids = await Promise.all(DEMO_PEOPLE.map((person) => ensurePerson(app, person)));
  const org = await createOrganization(app.db, ids[0]!, {
    name: DEMO_ORGANIZATION,
    kind: 'high-school',
    location: 'Riverside, CA',
    units: 'imperial',
    primaryColor: 'blue',
    handTimeConversion: true,
    handTimeRule: 'splits',
    timezone: 'America/Los_Angeles',
  });
  for (const [i, person] of DEMO_PEOPLE.entries()) {
    if (person.role === 'owner') continue;
    await app.db.insert(memberships).values({ organizationId: org.id, userId: ids[i]!, role: person.role }).onConflictDoNothing();
  }
  // the demo's completed meets and cancelled practice are made, not news: no push or mail for them
  await withoutNotices(async () => {
    await seedDemoSeason(app.db, org.id, ids[DEMO_PEOPLE.findIndex((p) => p.role === 'invitee')]);
    await seedDemoSchedule(app.db, org.id, 'America/Los_Angeles');
  });
};

/**
 * Creates the demo team and its three people once per database (recorded in `seed_runs`, so a
 * renamed or deleted demo team is never made again), under an advisory lock so that servers
 * starting together seed it once; true when this call seeded.
 */
export const seedDemo = async (app: FastifyInstance, lockPool: pg.Pool = app.pool): Promise<boolean> =>
  withAdvisoryLock(lockPool, 'seed', async () => {
    if (await seededBefore(app.db)) return false;
    // a start that stopped between creating the team and recording it
    if (await demoOrganizationExists(app)) {
      await recordSeed(app.db);
      return false;
    }
    await createDemoTeam(app);
    await recordSeed(app.db);
    return true;
  });

export const demoBanner = (publicUrl: string): string =>
  [
    '',
    '============================================================',
    ` Demo team "${DEMO_ORGANIZATION}" created.`,
    ` Open ${publicUrl} and sign in as one of (password "${DEMO_PASSWORD}"):`,
    ...DEMO_PEOPLE.map((p) => `   ${p.role.padEnd(8)} ${p.email}`),
    ' Set SEED_DEMO=false to start without demo data.',
    '============================================================',
    '',
  ].join('\n');
