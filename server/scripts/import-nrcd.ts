/**
 * `npm run import:nrcd -- --team "<school>" (--org <team id> | --owner <email> [--name "<team name>"]) [--dir <path>]`:
 * loads one school of the NRCD cross-country data set 2023-24 into a team (its runners as the
 * roster, the meets they ran on their courses, their results, and other schools' runners in those
 * races as the meets' competitors, scored as cross-country). `--list-teams` lists the schools.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { organizationInputSchema } from '@core/api/organizations';
import { ConfigError, loadConfig } from '../config/config';
import { openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { memberships, organizations, users } from '../db/schema';
import { createOrganization } from '../services/organizations/organizations';
import { loadNrcdPlan, NrcdAlreadyLoaded } from './nrcd/load';
import { findSchool, planNrcdImport, schoolsByResults } from './nrcd/plan';
import { readNrcd, type NrcdData, type NrcdTeam } from './nrcd/read';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const USAGE = `Usage: npm run import:nrcd -- --team "<school name or id>" (--org <team id> | --owner <email> [--name "<team name>"]) [--dir <path>]
       npm run import:nrcd -- --list-teams [--dir <path>]`;

const run = async (): Promise<number> => {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((a) => a !== '--'),
    options: {
      dir: { type: 'string', default: path.resolve(repo, '..', 'shared', 'data', 'nrcd-xc-2023-24') },
      team: { type: 'string' },
      org: { type: 'string' },
      owner: { type: 'string' },
      name: { type: 'string' },
      'list-teams': { type: 'boolean', default: false },
    },
  });
  let data: NrcdData;
  let school: NrcdTeam | undefined;
  try {
    data = readNrcd(path.resolve(values.dir));
    if (values.team) school = findSchool(data, values.team);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    return 1;
  }
  if (values['list-teams']) {
    for (const { school, results } of schoolsByResults(data)) console.log(`${school.id}\t${results}\t${school.name}`);
    return 0;
  }
  if (!school || (values.org ? 1 : 0) + (values.owner ? 1 : 0) !== 1) {
    console.error(USAGE);
    return 2;
  }
  const plan = planNrcdImport(data, school);
  if (plan.results.length === 0) {
    console.error(`${plan.school.name} has no results in the data set: nothing to load.`);
    return 1;
  }

  const database = await openDatabase(loadConfig());
  try {
    await runMigrations(database.pool);
    const db = database.db;
    let orgId = values.org;
    if (orgId) {
      const [org] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .where(sql`${organizations.id}::text = ${orgId}`);
      if (!org) {
        console.error(`No team has the id ${orgId}.`);
        return 1;
      }
    } else {
      const email = values.owner!.trim();
      const [owner] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
        .limit(1);
      if (!owner) {
        console.error(`No user profile has the email ${email}. The user must sign up and complete their profile first.`);
        return 1;
      }
      const name = (values.name ?? plan.school.name).trim().slice(0, 80);
      const [same] = await db
        .select({ id: organizations.id })
        .from(organizations)
        .innerJoin(memberships, eq(memberships.organizationId, organizations.id))
        .where(and(eq(memberships.userId, owner.id), eq(sql`lower(${organizations.name})`, name.toLowerCase())))
        .limit(1);
      if (same) {
        console.error(
          `${email} already belongs to a team named "${name}" (${same.id}): load into it with --org ${same.id}, or choose another --name.`,
        );
        return 1;
      }
      const org = await createOrganization(
        db,
        owner.id,
        organizationInputSchema.parse({
          name,
          kind: 'college',
          location: [plan.school.city, plan.school.state].filter(Boolean).join(', '),
        }),
      );
      orgId = org.id;
      console.log(`Created the team "${org.name}" (${org.id}), owned by ${email}.`);
    }
    const stats = await loadNrcdPlan(db, orgId, plan);
    console.log(
      `Loaded ${plan.school.name} into team ${orgId}: ${stats.athletes} athletes, ${stats.meets} meets, ${stats.courses} new courses, ${stats.results} results, ${stats.competitors} other schools' runners in the same races (competitors, not the team's athletes).`,
    );
    const { duplicates, unreadable } = plan.skipped;
    console.log(`Not loaded: ${duplicates} repeated rows, ${unreadable} unreadable rows (of the team's races).`);
    return 0;
  } catch (e) {
    if (e instanceof NrcdAlreadyLoaded) {
      console.error(e.message);
      return 1;
    }
    throw e;
  } finally {
    await database.close();
  }
};

run().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  },
);
