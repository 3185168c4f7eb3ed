/**
 * Issue 29 item 12: season leaders, event leaders and standards' progress rank hand times by the
 * team's rule (not the default), and name it. The offsets are written out here as the rule sets word
 * them, independently of core/marks, and every gap is worked out in the test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Athlete } from '@core/api/athletes';
import { getEventLeaders, type EventLeaders } from '@core/api/leaders';
import { patchOrganization, type Organization } from '@core/api/organizations';
import { getSeasonLeaders, getStandardsProgress, postStandard, type Standard } from '@core/api/performance';
import { createOrganization, type TestUser } from '../../test/factories';
import { createAthlete, recordResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

/** What each rule adds to a hand 400 m (ms), as worded: default and T&F News +0.14; WA/NCAA and NFHS +0.24. */
const ADDED_TO_A_HAND_400M_MS = { splits: 140, 'world-athletics-ncaa': 240, tfn: 140, nfhs: 240 } as const;
type Rule = keyof typeof ADDED_TO_A_HAND_400M_MS;

// a hand 60.0 and a FAT 60.20; a state standard typed as the hand time 60.0
const RUNS = [
  { who: 'Hana', ms: 60_000, hand: true, mark: '60.0' },
  { who: 'Fay', ms: 60_200, hand: false, mark: '60.20' },
];
const STANDARD = { ms: 60_000, mark: '60.0' };

const keyOf = (ms: number, hand: boolean, rule: Rule) => ms + (hand ? ADDED_TO_A_HAND_400M_MS[rule] : 0);
const expectedProgress = (rule: Rule) => {
  const standardKey = keyOf(STANDARD.ms, true, rule);
  return RUNS.map((r) => {
    const gap = keyOf(r.ms, r.hand, rule) - standardKey;
    return { who: r.who, qualified: gap <= 0, gap, percentAway: Math.round((gap / standardKey) * 10_000) / 100 };
  }).sort((a, b) => a.percentAway - b.percentAway);
};
const expectedOrder = (rule: Rule) => [...RUNS].sort((a, b) => keyOf(a.ms, a.hand, rule) - keyOf(b.ms, b.hand, rule)).map((r) => r.who);

describe("leaders and standards under the team's hand-time rule", () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  const athletes: Record<string, Athlete> = {};

  const patchRule = async (handTimeRule: Rule) => {
    const res = await call(t.app, patchOrganization, { as: owner, query: { organizationId: org.id }, body: { handTimeRule } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const progress = async () => {
    const res = await call(t.app, getStandardsProgress, { as: owner, query: { orgId: org.id, season: 'outdoor', seasonYear: 2025 } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      handTimeRule: string;
      standards: { athletes: { athlete: { firstName: string }; qualified: boolean; gap: number; percentAway: number }[] }[];
    }>();
    return {
      rule: body.handTimeRule,
      rows: body.standards[0]!.athletes.map((a) => ({
        who: a.athlete.firstName,
        qualified: a.qualified,
        gap: a.gap,
        percentAway: a.percentAway,
      })),
    };
  };
  const seasonLeaders = async () => {
    const res = await call(t.app, getSeasonLeaders, { as: owner, query: { orgId: org.id, season: 'outdoor', seasonYear: 2025 } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      handTimeConversion: boolean;
      handTimeRule: string;
      events: { eventType: string; leaders: { athlete: { firstName: string } }[] }[];
    }>();
    return {
      rule: body.handTimeRule,
      conversion: body.handTimeConversion,
      order: body.events.find((e) => e.eventType === 'female-400m')!.leaders.map((l) => l.athlete.firstName),
    };
  };
  const eventLeaders = async () => {
    const res = await call(t.app, getEventLeaders, { as: owner, query: { orgId: org.id, type: 'female-400m', scope: 'season' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<EventLeaders>();
    return { rule: body.handTimeRule, order: body.leaders.map((l) => l.athlete!.firstName) };
  };

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, {
      handTimeConversion: true,
      handTimeRule: 'world-athletics-ncaa',
    }));
    for (const r of RUNS) {
      athletes[r.who] = await createAthlete(t, org.id, owner.token, { firstName: r.who, lastName: 'Runner', gender: 'female' });
      await recordResult(t, org.id, owner.token, athletes[r.who]!.id, 'female-400m', { mark: r.mark }, { startDate: '2025-04-10' });
    }
    // the standard is typed while the team's rule is WA/NCAA: its hand time is keyed by that rule
    const res = await call(t.app, postStandard, {
      as: owner,
      query: { orgId: org.id },
      body: { name: 'State', level: 'state', eventType: 'female-400m', season: 'outdoor', mark: STANDARD.mark },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Standard>().mark).toEqual({ kind: 'time', ms: STANDARD.ms, timing: 'hand' });
  });

  it('the rules disagree here: WA/NCAA puts the FAT time first and within the standard, the default does not', () => {
    expect(expectedOrder('world-athletics-ncaa')).toEqual(['Fay', 'Hana']);
    expect(expectedOrder('splits')).toEqual(['Hana', 'Fay']);
    expect(expectedProgress('world-athletics-ncaa').map((p) => p.qualified)).toEqual([true, true]);
    expect(expectedProgress('splits').find((p) => p.who === 'Fay')!.qualified).toBe(false);
  });

  it('standards progress measures the season bests against a standard keyed by the team rule, and names it', async () => {
    expect(await progress()).toEqual({ rule: 'world-athletics-ncaa', rows: expectedProgress('world-athletics-ncaa') });
  });

  it('season and event leaders rank by the team rule and name it', async () => {
    expect(await seasonLeaders()).toEqual({ rule: 'world-athletics-ncaa', conversion: true, order: expectedOrder('world-athletics-ncaa') });
    expect(await eventLeaders()).toEqual({ rule: 'world-athletics-ncaa', order: expectedOrder('world-athletics-ncaa') });
  });

  it('a change of rule re-keys the standard too: the FAT time falls short under the default', async () => {
    await patchRule('splits');
    expect(await progress()).toEqual({ rule: 'splits', rows: expectedProgress('splits') });
    expect((await seasonLeaders()).order).toEqual(expectedOrder('splits'));
    await patchRule('nfhs');
    expect(await progress()).toEqual({ rule: 'nfhs', rows: expectedProgress('nfhs') });
    expect(await eventLeaders()).toEqual({ rule: 'nfhs', order: expectedOrder('nfhs') });
  });
});
