import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Organization } from '@core/api/organizations';
import { getMeet, patchMeet, type Meet, type MeetDetail } from '@core/api/meets';
import { importResults } from '@core/api/results';
import {
  deleteCompetitor,
  getCompetitors,
  getStandings,
  patchCompetitor,
  postCompetitor,
  type Competitor,
  type Standings,
  type StandingsGroup,
} from '@core/api/standings';
import { athletes } from '../../db/schema';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, enterRelay, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe("other teams' finishers and team standings", () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let coach: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { name: 'Lincoln High School', units: 'metric' }));
    coach = await addMember(t, org.id, 'coach');
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
  });

  it('competitors: 401, 400, 404 for another team, 403 for an invitee writing; coaches add, change and remove; everyone reads', async () => {
    const meet = await createMeet(t, org.id, owner.token);
    const event = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-100m');
    const body = { name: 'Dana Reyes', team: 'Roosevelt High School', mark: '12.44', wind: '+1.2', place: 2, heat: 1 };
    const q = { orgId: org.id, eventId: event.id };
    expect((await call(t.app, postCompetitor, { query: q, body })).statusCode).toBe(401);
    expect((await call(t.app, postCompetitor, { as: { token: invitee.token }, query: q, body })).statusCode).toBe(403);
    expect((await call(t.app, postCompetitor, { as: { token: other.owner.token }, query: q, body })).statusCode).toBe(404);
    // another team's owner aimed at their own org with our event id: 404 too
    const cross = await call(t.app, postCompetitor, {
      as: { token: other.owner.token },
      query: { orgId: other.organization.id, eventId: event.id },
      body,
    });
    expect(cross.statusCode).toBe(404);
    const bad = await call(t.app, postCompetitor, { as: { token: coach.token }, query: q, body: { ...body, mark: '12.4.4' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/^body\.mark/);
    expect((await call(t.app, postCompetitor, { as: { token: coach.token }, query: q, body: { ...body, team: '' } })).statusCode).toBe(400);

    const added = await call(t.app, postCompetitor, { as: { token: coach.token }, query: q, body });
    expect(added.statusCode, added.body).toBe(200);
    const c = added.json<Competitor>();
    expect(c).toMatchObject({
      name: 'Dana Reyes',
      team: 'Roosevelt High School',
      display: '12.44',
      wind: 1.2,
      place: 2,
      heat: 1,
      status: 'ok',
    });
    const twice = await call(t.app, postCompetitor, { as: { token: coach.token }, query: q, body: { ...body, name: 'dana reyes' } });
    expect(twice.statusCode).toBe(409);

    const list = { orgId: org.id, meetId: meet.id };
    expect((await call(t.app, getCompetitors, { query: list })).statusCode).toBe(401);
    expect((await call(t.app, getCompetitors, { as: { token: other.owner.token }, query: list })).statusCode).toBe(404);
    expect((await call(t.app, getCompetitors, { as: { token: invitee.token }, query: { orgId: org.id, meetId: 'nope' } })).statusCode).toBe(
      400,
    );
    const read = await call(t.app, getCompetitors, { as: { token: invitee.token }, query: list });
    expect(read.json<{ items: Competitor[] }>().items.map((x) => x.id)).toEqual([c.id]);

    const pq = { orgId: org.id, competitorId: c.id };
    expect((await call(t.app, patchCompetitor, { query: pq, body: { place: 3 } })).statusCode).toBe(401);
    expect((await call(t.app, patchCompetitor, { as: { token: invitee.token }, query: pq, body: { place: 3 } })).statusCode).toBe(403);
    expect((await call(t.app, patchCompetitor, { as: { token: other.owner.token }, query: pq, body: { place: 3 } })).statusCode).toBe(404);
    expect((await call(t.app, patchCompetitor, { as: { token: coach.token }, query: pq, body: { wind: 'windy' } })).statusCode).toBe(400);
    const changed = await call(t.app, patchCompetitor, {
      as: { token: coach.token },
      query: pq,
      body: { mark: '12.39', wind: '+2.4', place: 1 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Competitor>()).toMatchObject({ display: '12.39', wind: 2.4, windAided: true, place: 1, heat: 1 });
    const placeOnly = await call(t.app, patchCompetitor, { as: { token: coach.token }, query: pq, body: { place: 2, wind: '+0.5' } });
    expect(placeOnly.json<Competitor>()).toMatchObject({ display: '12.39', wind: 0.5, windAided: false, place: 2 });

    expect((await call(t.app, deleteCompetitor, { query: pq })).statusCode).toBe(401);
    expect((await call(t.app, deleteCompetitor, { as: { token: invitee.token }, query: pq })).statusCode).toBe(403);
    expect((await call(t.app, deleteCompetitor, { as: { token: other.owner.token }, query: pq })).statusCode).toBe(404);
    expect((await call(t.app, deleteCompetitor, { as: { token: coach.token }, query: pq })).statusCode).toBe(200);
    expect((await call(t.app, deleteCompetitor, { as: { token: coach.token }, query: pq })).statusCode).toBe(404);
  });

  it('standings: 401, 400, 404 for another team; a dual meet scored 5-3-1 and 5-0 with ties sharing points; competitors never touch the roster or PRs', async () => {
    const meet = await createMeet(t, org.id, owner.token, { scoring: 'dual' });
    const q = { orgId: org.id, meetId: meet.id };
    expect((await call(t.app, getStandings, { query: q })).statusCode).toBe(401);
    expect((await call(t.app, getStandings, { as: { token: invitee.token }, query: { orgId: org.id, meetId: 'x' } })).statusCode).toBe(400);
    expect((await call(t.app, getStandings, { as: { token: other.owner.token }, query: q })).statusCode).toBe(404);

    const rosterBefore = (await t.db.select().from(athletes).where(eq(athletes.organizationId, org.id))).length;
    const [maya, ava] = await Promise.all(
      ['Maya', 'Ava'].map((firstName) => createAthlete(t, org.id, owner.token, { firstName, gender: 'female' })),
    );
    const legs = await Promise.all(
      ['Ada', 'Bea'].map((firstName) => createAthlete(t, org.id, owner.token, { firstName, gender: 'female' })),
    );
    const hundred = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-100m');
    const relay = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-4x100m-relay');
    const [em, ea] = await enterAthletes(t, org.id, owner.token, hundred.id, [maya!.id, ava!.id]);
    await saveResult(t, org.id, owner.token, em!.id, { mark: '12.50' });
    const avaSaved = await saveResult(t, org.id, owner.token, ea!.id, { mark: '12.80' });
    const team = await enterRelay(t, org.id, owner.token, relay.id, [maya!.id, ava!.id, legs[0]!.id, legs[1]!.id]);
    await saveResult(t, org.id, owner.token, team.id, { mark: '50.10' });
    const add = (eventId: string, name: string, mark: string) =>
      call(t.app, postCompetitor, {
        as: { token: coach.token },
        query: { orgId: org.id, eventId },
        body: { name, team: 'Roosevelt', mark },
      });
    // Roosevelt: 12.20 wins, 12.80 ties our Ava for third; a DNF never scores; relay 49.90 wins
    for (const [name, mark] of [
      ['Dana Reyes', '12.20'],
      ['Nour Haddad', '12.80'],
      ['Lucia Castillo', 'DNF'],
    ] as const)
      expect((await add(hundred.id, name, mark)).statusCode).toBe(200);
    expect((await add(relay.id, 'Roosevelt A', '49.90')).statusCode).toBe(200);

    const res = await call(t.app, getStandings, { as: { token: invitee.token }, query: q });
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<Standings>();
    expect(s).toMatchObject({ scoring: 'dual', table: { individual: [5, 3, 1], relay: [5] }, ownTeam: 'Lincoln High School' });
    // by hand: 100m Reyes 5 (R), Maya 3 (L), Ava and Haddad tie for third: 1 / 2 each; relay Roosevelt 5
    const track = s.groups[0] as Extract<StandingsGroup, { kind: 'track' }>;
    expect(track).toMatchObject({ kind: 'track', gender: 'female', events: 2 });
    expect(track.teams).toEqual([
      { team: 'Roosevelt', own: false, points: 5 + 0.5 + 5, place: 1 },
      { team: 'Lincoln High School', own: true, points: 3 + 0.5, place: 2 },
    ]);

    // competitors are not athletes, and a faster competitor leaves our PR alone
    expect((await t.db.select().from(athletes).where(eq(athletes.organizationId, org.id))).length).toBe(rosterBefore + 4);
    const d = (await call(t.app, getMeet, { as: { token: owner.token }, query: q })).json<MeetDetail>();
    expect(d.resultCount).toBe(3);
    expect(d.events.find((e) => e.id === hundred.id)!.entries.find((e) => e.athlete?.id === ava!.id)!.flags).toMatchObject({
      isPR: avaSaved.flags.isPR,
      isTeamRecord: avaSaved.flags.isTeamRecord,
    });

    // a meet's own table
    await call(t.app, patchMeet, {
      as: { token: owner.token },
      query: q,
      body: { scoringTable: { individual: [6, 4, 3, 2, 1], relay: [6, 4] } },
    });
    const own = (await call(t.app, getStandings, { as: { token: owner.token }, query: q })).json<Standings>();
    // Roosevelt 6 + (3+2)/2 + 6, Lincoln 4 + 2.5 + 4
    expect((own.groups[0] as Extract<StandingsGroup, { kind: 'track' }>).teams.map((x) => [x.team, x.points])).toEqual([
      ['Roosevelt', 14.5],
      ['Lincoln High School', 10.5],
    ]);
    // not scored: no groups
    await call(t.app, patchMeet, { as: { token: owner.token }, query: q, body: { scoring: 'none' } });
    expect((await call(t.app, getStandings, { as: { token: owner.token }, query: q })).json<Standings>().groups).toEqual([]);
  });
});

describe("the results import: other teams' lines", () => {
  const t = useTestApp();

  it("names another team's relay by its team and letter, and re-importing replaces competitors instead of doubling them", async () => {
    const { organization: org, owner } = await createOrganization(t, undefined, { name: 'Harbor High', units: 'metric' });
    await createAthlete(t, org.id, owner.token, { firstName: 'Maya', lastName: 'Okafor', gender: 'female' });
    const meet = await createMeet(t, org.id, owner.token, { scoring: 'invitational' });
    const text = [
      'Event,Name,Team,Gender,Mark,Place',
      '100m,Maya Okafor,Harbor High,F,12.41,1',
      '100m,Dana Reyes,Roosevelt,F,12.50,2',
      'Women 4 x 100 Relay,A,Roosevelt,,49.90,1',
      // the file names us: a namesake of our athlete on another team is theirs
      '100m,Maya Okafor,Westside,F,12.90,3',
    ].join('\n');
    const q = { orgId: org.id, meetId: meet.id };
    for (let i = 0; i < 2; i++) {
      const res = await call(t.app, importResults, { as: { token: owner.token }, query: q, body: { text } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ imported: 1, competitors: 3 });
    }
    const list = (await call(t.app, getCompetitors, { as: { token: owner.token }, query: q })).json<{ items: Competitor[] }>();
    expect(list.items.map((c) => [c.name, c.team, c.display]).sort()).toEqual([
      ['Dana Reyes', 'Roosevelt', '12.50'],
      ['Maya Okafor', 'Westside', '12.90'],
      ['Roosevelt A', 'Roosevelt', '49.90'],
    ]);
    const s = (await call(t.app, getStandings, { as: { token: owner.token }, query: q })).json<Standings>();
    // 10-8-6: Harbor 10; Roosevelt 8 + relay 10; Westside 6
    expect((s.groups[0] as Extract<StandingsGroup, { kind: 'track' }>).teams.map((x) => [x.team, x.points])).toEqual([
      ['Roosevelt', 18],
      ['Harbor High', 10],
      ['Westside', 6],
    ]);
  });
});

/**
 * Team scores per race on a real slice of the NRCD 2023-24 data (../shared/data/nrcd-xc-2023-24):
 * every result of the Miami Striders Invitational (2024-09-07), imported from a CSV as a coach of
 * Miami University of Ohio would: our runners on the roster, every other team's as competitors.
 */
describe('NRCD slice: an imported cross-country meet scores as computed by hand', () => {
  const t = useTestApp();
  const rows = readFileSync(join(import.meta.dirname, '../../services/standings/fixtures/nrcd-meets-357-39.csv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => {
      const [, meetId, , , eventName, gender, , teamName, athleteId, time] = line.split(',') as string[];
      const [m, sec] = time!.split(':');
      return {
        meetId: meetId!,
        eventName: eventName!,
        gender: gender!,
        team: teamName!,
        athleteId: athleteId!,
        time: time!,
        s: Number(m) * 60 + Number(sec),
      };
    })
    .filter((r) => r.meetId === '357');
  const US = 'Miami University of Ohio';
  const eventType = (r: (typeof rows)[number]) => `${r.gender === 'F' ? 'female' : 'male'}-xc-${r.eventName === '6000m' ? '6k' : '8k'}`;

  /** Places by time (file order breaks a dead heat), then the referee's sheet: teams under five out, seven per team, five score, sixth breaks ties. */
  const byHand = (type: string) => {
    const race = rows.filter((r) => eventType(r) === type).sort((a, b) => a.s - b.s);
    const n = new Map<string, number>();
    for (const r of race) n.set(r.team, (n.get(r.team) ?? 0) + 1);
    const places = new Map<string, number[]>();
    let place = 0;
    for (const r of race) {
      if (n.get(r.team)! < 5 || (places.get(r.team)?.length ?? 0) === 7) continue;
      places.set(r.team, [...(places.get(r.team) ?? []), ++place]);
    }
    return [...places]
      .map(([team, p]) => ({ team, score: p.slice(0, 5).reduce((a, b) => a + b, 0), sixth: p[5] ?? 1e9 }))
      .sort((a, b) => a.score - b.score || a.sixth - b.sixth)
      .map((x) => [x.team, x.score]);
  };

  it('each race: team scores and order equal the computation by hand; our runners are results, the others competitors', async () => {
    const { organization: org, owner } = await createOrganization(t, undefined, { name: US });
    for (const r of rows.filter((x) => x.team === US))
      await createAthlete(t, org.id, owner.token, {
        firstName: 'Runner',
        lastName: `N${r.athleteId}`,
        gender: r.gender === 'F' ? 'female' : 'male',
      });
    const meet: Meet = await createMeet(t, org.id, owner.token, {
      name: 'Miami Striders Invitational',
      startDate: '2024-09-07',
      season: 'cross-country',
    });
    expect(meet.scoring).toBe('cross-country');
    const csv = ['Event,First,Last,Team,Mark,Place'];
    for (const type of [...new Set(rows.map(eventType))]) {
      rows
        .filter((r) => eventType(r) === type)
        .sort((a, b) => a.s - b.s)
        .forEach((r, i) => csv.push(`${type},Runner,N${r.athleteId},${r.team},${r.time},${i + 1}`));
    }
    const res = await call(t.app, importResults, {
      as: { token: owner.token },
      query: { orgId: org.id, meetId: meet.id },
      body: { text: csv.join('\n') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const ours = rows.filter((r) => r.team === US).length;
    expect(res.json()).toEqual({ imported: ours, competitors: rows.length - ours, createdEvents: 2, skipped: 0 });

    const s = (
      await call(t.app, getStandings, { as: { token: owner.token }, query: { orgId: org.id, meetId: meet.id } })
    ).json<Standings>();
    expect(s.groups).toHaveLength(2);
    for (const g of s.groups) {
      if (g.kind !== 'cross-country') throw new Error('cross-country expected');
      const type = g.title.startsWith('Girls') ? 'female-xc-6k' : 'male-xc-8k';
      expect(g.teams.filter((x) => x.complete).map((x) => [x.team, x.score])).toEqual(byHand(type));
      expect(g.teams.find((x) => x.team === US)?.own).toBe(true);
    }
  });
});
