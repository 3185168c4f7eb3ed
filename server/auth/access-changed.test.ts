import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { getAthletes, postAthlete } from '@core/api/athletes';
import { deleteMember } from '@core/api/members';
import { getOrganization } from '@core/api/organization';
import { addMember, createOrganization, type TestUser } from '../test/factories';
import { eventually, eventuallyAnswers } from '../test/eventually';
import { call } from '../test/http';
import { useSecondProcess } from '../test/second-process';
import { useTestApp } from '../test/test-app';

const athlete = (lastName: string) => ({ firstName: 'Ada', lastName, gender: 'female' as const });

describe('cached access (auth/access-cache.ts) follows every change to teams, memberships and profiles, in every process', () => {
  const t = useTestApp();
  // a second server process on the same database, as behind a load balancer
  const second = useSecondProcess(t);

  /** A team with a coach whose access both processes have cached. */
  const team = async () => {
    const { organization, owner } = await createOrganization(t);
    const coach = await addMember(t, organization.id, 'coach');
    for (const app of [t.app, second.app()]) {
      for (const u of [owner, coach]) {
        const res = await call(app, getOrganization, { as: u, query: { organizationId: organization.id } });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    return { orgId: organization.id, owner, coach };
  };

  const roster = (app: FastifyInstance, as: TestUser, orgId: string) => call(app, getAthletes, { as, query: { orgId } });
  const names = (res: { json: () => unknown }) => (res.json() as { items: { lastName: string }[] }).items.map((a) => a.lastName);

  it('a write is read back at once by its caller in the same process (the data version is not cached past it)', async () => {
    const { orgId, coach } = await team();
    for (let i = 0; i < 15; i++) {
      expect((await call(t.app, postAthlete, { as: coach, query: { orgId }, body: athlete(`Runner${i}`) })).statusCode).toBe(200);
      expect(names(await roster(t.app, coach, orgId))).toContain(`Runner${i}`);
    }
  });

  it('a write through one process is seen by the other, which had the access cached', async () => {
    const { orgId, coach } = await team();
    expect(names(await roster(second.app(), coach, orgId))).toEqual([]);
    expect((await call(t.app, postAthlete, { as: coach, query: { orgId }, body: athlete('Okafor') })).statusCode).toBe(200);
    const seen = await eventually(
      async () => names(await roster(second.app(), coach, orgId)),
      (list) => list.includes('Okafor'),
    );
    expect(seen).toContain('Okafor');
  });

  it('a member removed through one process is refused by the other', async () => {
    const { orgId, owner, coach } = await team();
    const removed = await call(t.app, deleteMember, { as: owner, query: { orgId, memberId: coach.user!.id } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await roster(t.app, coach, orgId)).statusCode).toBe(404);
    expect(await eventuallyAnswers(() => roster(second.app(), coach, orgId), 404)).toBe(404);
  });

  it('changes made outside the server (SQL): a demoted coach cannot write, a removed one cannot read, a renamed team shows its name', async () => {
    const { orgId, owner, coach } = await team();
    await t.pool.query(`update memberships set role = 'invitee' where organization_id = $1 and user_id = $2`, [orgId, coach.user!.id]);
    for (const app of [t.app, second.app()]) {
      expect(await eventuallyAnswers(() => call(app, postAthlete, { as: coach, query: { orgId }, body: athlete('Late') }), 403)).toBe(403);
    }
    await t.pool.query(`delete from memberships where organization_id = $1 and user_id = $2`, [orgId, coach.user!.id]);
    for (const app of [t.app, second.app()]) expect(await eventuallyAnswers(() => roster(app, coach, orgId), 404)).toBe(404);

    await t.pool.query(`update organizations set name = 'Renamed Harriers' where id = $1`, [orgId]);
    for (const app of [t.app, second.app()]) {
      const name = await eventually(
        async () => (await call(app, getOrganization, { as: owner, query: { organizationId: orgId } })).json<{ name: string }>().name,
        (n) => n === 'Renamed Harriers',
      );
      expect(name).toBe('Renamed Harriers');
    }
  });

  it('a profile deleted outside the server: its calls are refused in both processes', async () => {
    const { orgId, coach } = await team();
    await t.pool.query('delete from users where uid = $1', [coach.uid]);
    for (const app of [t.app, second.app()]) expect(await eventuallyAnswers(() => roster(app, coach, orgId), 404)).toBe(404);
  });
});
