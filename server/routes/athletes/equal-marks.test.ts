import { beforeAll, describe, expect, it } from 'vitest';
import { getAthletes, type RosterAthlete } from '@core/api/athletes';
import { getMeet, type MeetDetail } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import { getRecords, type RecordEvent } from '@core/api/records';
import { createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

/**
 * Two equal marks on one day: the one run first (the prelim) is the PR, whichever was saved first
 * (result-order.ts). The meet page (the rule in code), the roster's key PRs and the records boards
 * (the rule in SQL) name the same result.
 */
describe('equal marks on one day: every page names the earlier round', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let prelimId: string;
  let finalId: string;
  let athleteId: string;
  let meetId: string;

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { timezone: 'UTC' }));
    const a = await createAthlete(t, org.id, owner.token, { gender: 'female' });
    athleteId = a.id;
    const m = await createMeet(t, org.id, owner.token, { startDate: '2025-05-10' });
    meetId = m.id;
    const prelim = await addMeetEvent(t, org.id, owner.token, m.id, 'female-100m', 'prelim');
    const final = await addMeetEvent(t, org.id, owner.token, m.id, 'female-100m', 'final');
    const [prelimEntry] = await enterAthletes(t, org.id, owner.token, prelim.id, [a.id]);
    const [finalEntry] = await enterAthletes(t, org.id, owner.token, final.id, [a.id]);
    // the final is typed in first: the saving order must not decide
    finalId = (await saveResult(t, org.id, owner.token, finalEntry!.id, { mark: '12.40', wind: '+1.0' })).result.id;
    prelimId = (await saveResult(t, org.id, owner.token, prelimEntry!.id, { mark: '12.40', wind: '+1.0' })).result.id;
  });

  it('the meet page flags the prelim as the PR, not the final', async () => {
    const res = await call(t.app, getMeet, { as: owner, query: { orgId: org.id, meetId } });
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json<MeetDetail>().events.flatMap((e) => e.entries.filter((x) => x.result !== null));
    const flagged = entries.filter((x) => x.flags?.isPR).map((x) => x.result!.id);
    expect(flagged).toEqual([prelimId]);
    expect(entries.map((x) => x.result!.id).sort()).toEqual([prelimId, finalId].sort());
  });

  it("the roster's key PR is the prelim's result", async () => {
    const res = await call(t.app, getAthletes, { as: owner, query: { orgId: org.id } });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json<{ items: RosterAthlete[] }>().items.find((x) => x.id === athleteId)!;
    expect(row.keyPrs.map((p) => p.resultId)).toEqual([prelimId]);
  });

  it('the all-time and season record boards hold the prelim', async () => {
    for (const query of [{ orgId: org.id }, { orgId: org.id, board: 'season' as const, season: 'outdoor' as const, seasonYear: 2025 }]) {
      const res = await call(t.app, getRecords, { as: owner, query });
      expect(res.statusCode, res.body).toBe(200);
      const event = res.json<{ events: RecordEvent[] }>().events.find((e) => e.eventType === 'female-100m')!;
      expect(event.record.map((r) => r.id)).toEqual([prelimId]);
      expect(event.top.map((r) => r.id)).toEqual([prelimId]);
    }
  });
});
