import { describe, expect, it } from 'vitest';
import { postAthlete } from '@core/api/athletes';
import { getMeetTemplates } from '@core/api/meet-templates';
import { patchMemberRole } from '@core/api/members';
import { addMember, createOrganization } from '../test/factories';
import { call } from '../test/http';
import { useSecondProcess } from '../test/second-process';
import { useTestApp } from '../test/test-app';

/**
 * A write is authorized against the database, not the access cache (decision 043): the cache of
 * another process hears of a demotion a few milliseconds after its commit, and a write must not
 * slip through in between. Here that NOTIFY never comes (the membership trigger is off while the
 * role changes), which stretches those milliseconds for as long as the test needs.
 */
describe('writes read the caller’s role from the database', () => {
  const t = useTestApp();
  const second = useSecondProcess(t);

  it('a coach demoted through one process cannot write through another whose cache still says coach', async () => {
    const { organization, owner } = await createOrganization(t);
    const orgId = organization.id;
    const coach = await addMember(t, orgId, 'coach');
    // the second process caches the coach's access (a read a coach may make)
    expect((await call(second.app(), getMeetTemplates, { as: coach, query: { orgId } })).statusCode).toBe(200);

    await t.pool.query('alter table memberships disable trigger memberships_access_changed');
    try {
      const demoted = await call(t.app, patchMemberRole, {
        as: owner,
        query: { orgId, memberId: coach.user!.id },
        body: { newRoleName: 'invitee' },
      });
      expect(demoted.statusCode, demoted.body).toBe(200);
      // the second process has not heard: a read still answers from the coach's cached access
      expect((await call(second.app(), getMeetTemplates, { as: coach, query: { orgId } })).statusCode).toBe(200);
      // a write asks the database
      const write = await call(second.app(), postAthlete, {
        as: coach,
        query: { orgId },
        body: { firstName: 'Ada', lastName: 'Late', gender: 'female' },
      });
      expect(write.statusCode, write.body).toBe(403);
    } finally {
      await t.pool.query('alter table memberships enable trigger memberships_access_changed');
    }
  });

  it('a member removed in SQL, unheard: a write is refused as for a stranger (404)', async () => {
    const { organization } = await createOrganization(t);
    const orgId = organization.id;
    const coach = await addMember(t, orgId, 'coach');
    expect((await call(second.app(), getMeetTemplates, { as: coach, query: { orgId } })).statusCode).toBe(200);
    await t.pool.query('alter table memberships disable trigger memberships_access_changed');
    try {
      await t.pool.query('delete from memberships where organization_id = $1 and user_id = $2', [orgId, coach.user!.id]);
      const write = await call(second.app(), postAthlete, {
        as: coach,
        query: { orgId },
        body: { firstName: 'Ada', lastName: 'Gone', gender: 'female' },
      });
      expect(write.statusCode, write.body).toBe(404);
    } finally {
      await t.pool.query('alter table memberships enable trigger memberships_access_changed');
    }
  });
});
