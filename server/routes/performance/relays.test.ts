import { beforeAll, describe, expect, it } from 'vitest';
import { getSeasonLeaders, getStandardsProgress, postStandard, type Standard } from '@core/api/performance';
import { getMeet } from '@core/api/meets';
import type { Athlete } from '@core/api/athletes';
import type { Organization } from '@core/api/organizations';
import type { MeetSeason } from '@core/api/results';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterRelay, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

/** Two relay squads of the team: X (four grade 10 girls), Y (two grade 11, two grade 10). */
type Squad = 'X' | 'Y';
interface RelayRun {
  squad: Squad;
  type: string;
  /** seconds, or a non-mark */
  mark: string;
  meet: 'o24' | 'o25a' | 'o25b' | 'i25';
}

const MEETS: Record<RelayRun['meet'], { startDate: string; season: MeetSeason }> = {
  o24: { startDate: '2024-04-10', season: 'outdoor' },
  o25a: { startDate: '2025-04-05', season: 'outdoor' },
  o25b: { startDate: '2025-04-20', season: 'outdoor' },
  i25: { startDate: '2025-01-20', season: 'indoor' },
};

const RUNS: RelayRun[] = [
  { squad: 'X', type: 'female-4x100m-relay', mark: '51.00', meet: 'o24' },
  { squad: 'X', type: 'female-4x100m-relay', mark: '50.40', meet: 'o25a' },
  { squad: 'Y', type: 'female-4x100m-relay', mark: '50.90', meet: 'o25a' },
  { squad: 'X', type: 'female-4x100m-relay', mark: '50.60', meet: 'o25b' },
  { squad: 'Y', type: 'female-4x100m-relay', mark: '49.80', meet: 'o25b' },
  { squad: 'X', type: 'female-4x400m-relay', mark: '250.00', meet: 'o25b' },
  { squad: 'Y', type: 'female-4x400m-relay', mark: 'DNF', meet: 'o25b' },
  { squad: 'X', type: 'female-4x200m-relay', mark: '105.00', meet: 'i25' },
];

const inSeason = (season: MeetSeason, year: number) => (r: RelayRun) =>
  MEETS[r.meet].season === season && MEETS[r.meet].startDate.startsWith(String(year));
const legal = (r: RelayRun) => r.mark !== 'DNF';
/** "50.40" as the team's display shows it ("4:10.00" past a minute) */
const shown = (seconds: string) => {
  const s = Number(seconds);
  return s < 60 ? s.toFixed(2) : `${Math.floor(s / 60)}:${(s % 60).toFixed(2).padStart(5, '0')}`;
};

describe('relays in the season leaders and the standards', () => {
  const t = useTestApp();
  let org: Organization;
  let coach: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };
  const squads: Record<Squad, Athlete[]> = { X: [], Y: [] };
  const legNames = (squad: Squad) => squads[squad].map((a) => `${a.firstName} ${a.lastName}`);

  beforeAll(async () => {
    ({ organization: org } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    for (let i = 0; i < 4; i += 1) {
      squads.X.push(
        await createAthlete(t, org.id, coach.token, {
          firstName: `X${i + 1}`,
          lastName: 'Ex',
          grade: 10,
          ...(i === 0 ? { userId: invitee.user!.id } : {}),
        }),
      );
      squads.Y.push(await createAthlete(t, org.id, coach.token, { firstName: `Y${i + 1}`, lastName: 'Wy', grade: i < 2 ? 11 : 10 }));
    }
    for (const [name, m] of Object.entries(MEETS)) {
      const meet = await createMeet(t, org.id, coach.token, { name, ...m });
      const runs = RUNS.filter((r) => r.meet === name);
      for (const type of [...new Set(runs.map((r) => r.type))]) {
        const event = await addMeetEvent(t, org.id, coach.token, meet.id, type);
        for (const r of runs.filter((x) => x.type === type)) {
          const entry = await enterRelay(
            t,
            org.id,
            coach.token,
            event.id,
            squads[r.squad].map((a) => a.id),
          );
          await saveResult(t, org.id, coach.token, entry.id, { mark: r.mark, wind: null });
        }
      }
    }
  });

  const get = <C extends Parameters<typeof call>[1]>(def: C, token: string, query: Record<string, unknown>) =>
    call(t.app, def, { as: { token }, query: { orgId: org.id, ...query } });

  type LeadersBody = {
    events: {
      eventType: string;
      displayName: string;
      leaders: { place: number; athlete: unknown; result: { display: string; legs: { firstName: string; lastName: string }[] | null } }[];
    }[];
  };
  const relayRows = (body: LeadersBody, type: string) =>
    body.events
      .find((e) => e.eventType === type)
      ?.leaders.map((l) => ({
        place: l.place,
        athlete: l.athlete,
        mark: l.result.display,
        legs: l.result.legs!.map((g) => `${g.firstName} ${g.lastName}`),
      }));
  /** The independent computation: every legal relay mark of the season in the event, best first, with its squad's legs. */
  const expectedRelays = (type: string, filter: (r: RelayRun) => boolean = () => true) =>
    RUNS.filter(inSeason('outdoor', 2025))
      .filter((r) => r.type === type && legal(r) && filter(r))
      .sort((a, b) => Number(a.mark) - Number(b.mark))
      .map((r, i) => ({ place: i + 1, athlete: null, mark: shown(r.mark), legs: legNames(r.squad) }));

  it("season leaders of a relay: the team's best relay marks of the season, with their legs; grade: all four legs", async () => {
    const res = await get(getSeasonLeaders, invitee.token, { season: 'outdoor', seasonYear: 2025 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<LeadersBody>();
    expect(relayRows(body, 'female-4x100m-relay')).toEqual(expectedRelays('female-4x100m-relay'));
    expect(relayRows(body, 'female-4x400m-relay')).toEqual(expectedRelays('female-4x400m-relay'));
    expect(body.events.map((e) => e.eventType)).not.toContain('female-4x200m-relay');

    const top3 = (await get(getSeasonLeaders, coach.token, { season: 'outdoor', seasonYear: 2025, limit: 3 })).json<LeadersBody>();
    expect(relayRows(top3, 'female-4x100m-relay')).toEqual(expectedRelays('female-4x100m-relay').slice(0, 3));

    // grade 10: only squad X has four grade 10 legs
    const grade10 = (
      await get(getSeasonLeaders, coach.token, { season: 'outdoor', seasonYear: 2025, grade: 10, category: 'relays' })
    ).json<LeadersBody>();
    expect(grade10.events.map((e) => e.eventType)).toEqual(['female-4x100m-relay', 'female-4x400m-relay']);
    expect(relayRows(grade10, 'female-4x100m-relay')).toEqual(expectedRelays('female-4x100m-relay', (r) => r.squad === 'X'));
    const grade11 = (await get(getSeasonLeaders, coach.token, { season: 'outdoor', seasonYear: 2025, grade: 11 })).json<LeadersBody>();
    expect(grade11.events).toEqual([]);
    const boys = (await get(getSeasonLeaders, coach.token, { season: 'outdoor', seasonYear: 2025, gender: 'male' })).json<LeadersBody>();
    expect(boys.events).toEqual([]);
    const indoor = (await get(getSeasonLeaders, coach.token, { season: 'indoor', seasonYear: 2025 })).json<LeadersBody>();
    expect(relayRows(indoor, 'female-4x200m-relay')?.map((r) => r.mark)).toEqual(['1:45.00']);
  });

  describe('relay standards', () => {
    let state: Standard;
    type Progress = {
      standards: {
        standard: Standard;
        qualifiers: number;
        athletes: {
          athlete: unknown;
          qualified: boolean;
          percentAway: number;
          best: { display: string };
          relay: { legs: { firstName: string; lastName: string }[] } | null;
        }[];
      }[];
    };
    const post = (body: { name: string; eventType: string; mark: string }) =>
      call(t.app, postStandard, {
        as: { token: coach.token },
        query: { orgId: org.id },
        body: { level: 'state', season: 'outdoor', ...body },
      });

    it("measures a relay standard against the team's best relay of the season; an invitee sees the relays they ran", async () => {
      const res = await post({ name: 'State', eventType: 'female-4x100m-relay', mark: '50.00' });
      expect(res.statusCode, res.body).toBe(200);
      state = res.json<Standard>();
      expect((await post({ name: 'League', eventType: 'female-4x100m-relay', mark: '51.00' })).statusCode).toBe(200);

      const body = (await get(getStandardsProgress, coach.token, { season: 'outdoor', seasonYear: 2025 })).json<Progress>();
      const relays = RUNS.filter(inSeason('outdoor', 2025)).filter((r) => r.type === 'female-4x100m-relay' && legal(r));
      const expectedFor = (runs: RelayRun[], standard: number) => {
        const best = runs.reduce((a, b) => (Number(b.mark) < Number(a.mark) ? b : a));
        return {
          athlete: null,
          mark: shown(best.mark),
          legs: legNames(best.squad),
          qualified: Number(best.mark) <= standard,
          percentAway: Math.round(((Number(best.mark) - standard) / standard) * 10_000) / 100,
        };
      };
      const rowsOf = (b: Progress, name: string) =>
        b.standards
          .find((s) => s.standard.name === name && s.standard.eventType === 'female-4x100m-relay')!
          .athletes.map((a) => ({
            athlete: a.athlete,
            mark: a.best.display,
            legs: a.relay!.legs.map((g) => `${g.firstName} ${g.lastName}`),
            qualified: a.qualified,
            percentAway: a.percentAway,
          }));
      expect(rowsOf(body, 'State')).toEqual([expectedFor(relays, 50)]);
      expect(rowsOf(body, 'League')).toEqual([expectedFor(relays, 51)]);
      expect(body.standards.find((s) => s.standard.id === state.id)!.qualifiers).toBe(1);

      // the invitee is X1: only squad X's relays count for them
      const mine = (await get(getStandardsProgress, invitee.token, { season: 'outdoor', seasonYear: 2025 })).json<Progress>();
      expect(rowsOf(mine, 'State')).toEqual([
        expectedFor(
          relays.filter((r) => r.squad === 'X'),
          50,
        ),
      ]);
      // grade 11: no relay with four grade 11 legs
      const grade11 = (await get(getStandardsProgress, coach.token, { season: 'outdoor', seasonYear: 2025, grade: 11 })).json<Progress>();
      expect(grade11.standards.find((s) => s.standard.id === state.id)!.athletes).toEqual([]);
    });

    it("flags the team's first relay of the season to meet a relay standard, on save and on the meet page", async () => {
      expect((await post({ name: 'State', eventType: 'female-4x400m-relay', mark: '4:05.00' })).statusCode).toBe(200);
      const meet = await createMeet(t, org.id, coach.token, { startDate: '2025-05-01', season: 'outdoor' });
      const event = await addMeetEvent(t, org.id, coach.token, meet.id, 'female-4x400m-relay');
      const x = await enterRelay(
        t,
        org.id,
        coach.token,
        event.id,
        squads.X.map((a) => a.id),
      );
      const y = await enterRelay(
        t,
        org.id,
        coach.token,
        event.id,
        squads.Y.map((a) => a.id),
      );
      // X ran 4:10.00 before this season: 4:04.50 is the team's first relay to meet 4:05.00
      const first = await saveResult(t, org.id, coach.token, x.id, { mark: '4:04.50' });
      expect(first.flags.qualified?.map((q) => [q.name, q.display])).toEqual([['State', '4:05.00']]);
      expect(first.flags.isPR).toBe(false);
      // Y, faster, after it: the team had met it already
      const second = await saveResult(t, org.id, coach.token, y.id, { mark: '4:03.00' });
      expect(second.flags.qualified).toBeUndefined();
      // the 4x100: 49.90 does not beat the team's 49.80 of the season, which met State already
      const event100 = await addMeetEvent(t, org.id, coach.token, meet.id, 'female-4x100m-relay');
      const x100 = await enterRelay(
        t,
        org.id,
        coach.token,
        event100.id,
        squads.X.map((a) => a.id),
      );
      expect((await saveResult(t, org.id, coach.token, x100.id, { mark: '49.90' })).flags.qualified).toBeUndefined();

      const page = await call(t.app, getMeet, { as: { token: invitee.token }, query: { orgId: org.id, meetId: meet.id } });
      expect(page.statusCode, page.body).toBe(200);
      const entries = page
        .json<{ events: { eventType: string; entries: { id: string; flags: { qualified?: { name: string }[] } | null }[] }[] }>()
        .events.flatMap((e) => e.entries);
      expect(entries.find((e) => e.id === x.id)!.flags!.qualified?.map((q) => q.name)).toEqual(['State']);
      expect(entries.find((e) => e.id === y.id)!.flags!.qualified).toBeUndefined();
    });

    it('another team asking: 404', async () => {
      expect((await get(getStandardsProgress, other.owner.token, {})).statusCode).toBe(404);
    });
  });
});
