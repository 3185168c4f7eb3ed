/**
 * Meet files out (issue 29): seeding heats, lanes and flights; editing a lane; the schedule's times;
 * bibs; the Hy-Tek semicolon entries file; FinishLynx lynx.evt/ppl/sch; and the round trip: start
 * lists out as .evt/.ppl, the race's results back as a .lif through the results import.
 * Layouts: docs/meet-files.md (the Hy-Tek table is also written out in core/meet-files/hytek-entries.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Athlete } from '@core/api/athletes';
import {
  assignBibs,
  getBibs,
  getHeatSheet,
  getHytekEntries,
  getLynxEvt,
  getLynxPpl,
  getLynxSch,
  patchAthleteBib,
  patchEntryHeat,
  patchMeetSchedule,
  seedHeats,
  type Bibs,
  type HeatSheet,
} from '@core/api/meet-files';
import { getMeet, patchEntrySeed, type Entry, type Meet, type MeetDetail, type MeetEvent } from '@core/api/meets';
import { importResults } from '@core/api/results';
import { getSchedule } from '@core/api/schedule';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, enterRelay, entryVersion } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('meet files out: heats, bibs, the Hy-Tek entries file and FinishLynx start lists', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let meet: Meet;
  let dash: MeetEvent;
  let shot: MeetEvent;
  let relay: MeetEvent;
  let hep: MeetEvent;
  let girls: Athlete[];
  let dashEntries: Entry[];
  let shotEntries: Entry[];
  // 10 girls' 100m seeds, the fastest first: girl i runs 12.0i
  const SEEDS = ['12.00', '12.10', '12.20', '12.30', '12.40', '12.50', '12.60', '12.70', '12.80', '12.90'];
  const as = () => ({ token: owner.token });

  const typeSeed = async (entryId: string, seed: string) => {
    const res = await call(t.app, patchEntrySeed, {
      as: as(),
      query: { orgId: org.id, entryId },
      body: { seed, expectedVersion: await entryVersion(t, entryId) },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const sheet = async (): Promise<HeatSheet> => {
    const res = await call(t.app, getHeatSheet, { as: as(), query: { orgId: org.id, meetId: meet.id } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<HeatSheet>();
  };
  const file = async (c: typeof getHytekEntries | typeof getLynxEvt | typeof getLynxPpl | typeof getLynxSch, query = {}) => {
    const res = await call(t.app, c, { as: as(), query: { orgId: org.id, meetId: meet.id, ...query } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    return res.body;
  };

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { name: 'Central High School', units: 'imperial' }));
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    meet = await createMeet(t, org.id, owner.token, { name: 'Home Dual', startDate: '2025-04-12' });
    dash = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-100m');
    shot = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-shot-put');
    relay = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-4x100m-relay');
    // a combined event: one D record with its points in the entries file; never in the timing files
    hep = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-heptathlon');
    girls = [];
    // last names in reverse seed order, so the bib order (by name) and the seed order differ
    for (let i = 0; i < SEEDS.length; i++) {
      girls.push(
        await createAthlete(t, org.id, owner.token, {
          firstName: `Girl${i}`,
          lastName: `Runner${String.fromCharCode(74 - i)}`,
          gender: 'female',
          grade: 9 + (i % 4),
          birthdate: i === 0 ? '2008-03-09' : null,
        }),
      );
    }
    dashEntries = await enterAthletes(
      t,
      org.id,
      owner.token,
      dash.id,
      girls.map((g) => g.id),
    );
    for (const [i, g] of girls.entries()) await typeSeed(dashEntries.find((e) => e.athlete?.id === g.id)!.id, SEEDS[i]!);
    shotEntries = await enterAthletes(t, org.id, owner.token, shot.id, [girls[0]!.id, girls[1]!.id, girls[2]!.id]);
    await typeSeed(shotEntries.find((e) => e.athlete?.id === girls[0]!.id)!.id, '30-06');
    await typeSeed(shotEntries.find((e) => e.athlete?.id === girls[1]!.id)!.id, '35-00');
    const team = await enterRelay(
      t,
      org.id,
      owner.token,
      relay.id,
      girls.slice(0, 4).map((g) => g.id),
    );
    await typeSeed(team.id, '50.12');
    const hepEntries = await enterAthletes(t, org.id, owner.token, hep.id, [girls[0]!.id, girls[3]!.id]);
    await typeSeed(hepEntries.find((e) => e.athlete?.id === girls[0]!.id)!.id, '4520');
  });

  it('answers 401 without a token, 403 to an invitee for the files and seeding, 404 for another team’s meet', async () => {
    expect((await call(t.app, getHytekEntries, { query: { orgId: org.id, meetId: meet.id } })).statusCode).toBe(401);
    for (const c of [getHytekEntries, getLynxEvt, getLynxPpl, getLynxSch]) {
      expect((await call(t.app, c, { as: { token: invitee.token }, query: { orgId: org.id, meetId: meet.id } })).statusCode).toBe(403);
    }
    expect(
      (await call(t.app, seedHeats, { as: { token: invitee.token }, query: { orgId: org.id, meetId: meet.id }, body: {} })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, getLynxEvt, { as: { token: other.owner.token }, query: { orgId: other.organization.id, meetId: meet.id } }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, getHeatSheet, { as: { token: invitee.token }, query: { orgId: org.id, meetId: meet.id } })).statusCode).toBe(
      200,
    );
  });

  it('seeds the 100m fastest heat last, lanes 4,5,3,6,2 for the best seeds; the shot put in a flight, the longest throw last', async () => {
    const res = await call(t.app, seedHeats, { as: as(), query: { orgId: org.id, meetId: meet.id }, body: { lanes: 8 } });
    expect(res.statusCode, res.body).toBe(200);
    const seeded = res.json<HeatSheet>();
    const dashSheet = seeded.events.find((e) => e.eventId === dash.id)!;
    expect(dashSheet.style).toBe('lanes');
    const of = (i: number) => dashSheet.entries.find((e) => e.athleteId === girls[i]!.id)!;
    // worked out apart from the server: 10 on 8 lanes is two heats of 5; the five fastest (girls 0-4) in heat 2
    const expected = [
      [0, 2, 4],
      [1, 2, 5],
      [2, 2, 3],
      [3, 2, 6],
      [4, 2, 2],
      [5, 1, 4],
      [6, 1, 5],
      [7, 1, 3],
      [8, 1, 6],
      [9, 1, 2],
    ];
    for (const [i, heat, lane] of expected) expect([i, of(i!).heat, of(i!).lane]).toEqual([i, heat, lane]);
    expect(of(0).seed).toBe('12.00');
    // the sheet lists heat 1 first, by lane
    expect(dashSheet.entries.map((e) => [e.heat, e.lane])).toEqual(
      [...dashSheet.entries.map((e) => [e.heat, e.lane])].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!),
    );

    const shotSheet = seeded.events.find((e) => e.eventId === shot.id)!;
    expect(shotSheet.style).toBe('flights');
    // no seed first (girl 2), then 30-06 (girl 0), the longest (35-00, girl 1) last
    expect(shotSheet.entries.map((e) => [e.athleteId, e.heat, e.lane])).toEqual([
      [girls[2]!.id, 1, 1],
      [girls[0]!.id, 1, 2],
      [girls[1]!.id, 1, 3],
    ]);
    expect(seeded.events.find((e) => e.eventId === relay.id)!.entries[0]).toMatchObject({ heat: 1, lane: 4, seed: '50.12' });
  });

  it('moves an entry to a free lane, refuses a taken one (409) and a heat without a lane (400)', async () => {
    const slowest = dashEntries.find((e) => e.athlete?.id === girls[9]!.id)!;
    const move = (heat: number | null, lane: number | null) =>
      call(t.app, patchEntryHeat, { as: as(), query: { orgId: org.id, entryId: slowest.id }, body: { heat, lane } });
    expect((await move(1, 8)).statusCode).toBe(200);
    const taken = await move(1, 4);
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toMatch(/Heat 1, lane 4 is taken/);
    expect((await move(1, null)).statusCode).toBe(400);
    const after = (await sheet()).events.find((e) => e.eventId === dash.id)!.entries.find((e) => e.athleteId === girls[9]!.id)!;
    expect([after.heat, after.lane]).toEqual([1, 8]);
    const otherTeam = await call(t.app, patchEntryHeat, {
      as: { token: other.owner.token },
      query: { orgId: other.organization.id, entryId: slowest.id },
      body: { heat: 1, lane: 1 },
    });
    expect(otherTeam.statusCode).toBe(404);
  });

  it('keeps the meet’s start time and the events’ times, and runs the events in that order', async () => {
    const res = await call(t.app, patchMeetSchedule, {
      as: as(),
      query: { orgId: org.id, meetId: meet.id },
      body: {
        startTime: '15:30',
        events: [
          { eventId: relay.id, time: '15:30' },
          { eventId: dash.id, time: '16:10' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const s = await sheet();
    expect(s.startTime).toBe('15:30');
    // relay at 15:30, the 100m at 16:10, the shot put and the heptathlon (no time) after, in the meet's order
    expect(s.events.map((e) => [e.eventId, e.scheduledTime])).toEqual([
      [relay.id, '15:30'],
      [dash.id, '16:10'],
      [shot.id, null],
      [hep.id, null],
    ]);
    // the team's schedule shows the meet's start time
    const calendar = await call(t.app, getSchedule, { as: as(), query: { orgId: org.id, from: '2025-04-12', to: '2025-04-12' } });
    expect(
      calendar.json<{ items: { meetId: string | null; meetStartTime?: string | null }[] }>().items.find((i) => i.meetId === meet.id),
    ).toMatchObject({
      meetStartTime: '15:30',
    });
    const bad = await call(t.app, patchMeetSchedule, { as: as(), query: { orgId: org.id, meetId: meet.id }, body: { startTime: '25:00' } });
    expect(bad.statusCode).toBe(400);
    const foreign = await call(t.app, patchMeetSchedule, {
      as: as(),
      query: { orgId: org.id, meetId: meet.id },
      body: { events: [{ eventId: other.organization.id, time: '10:00' }] },
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('hands out bibs from the team range by last name, refuses a range too small, and a bib a teammate wears', async () => {
    const tooSmall = await call(t.app, assignBibs, { as: as(), query: { orgId: org.id }, body: { rangeStart: 100, rangeEnd: 105 } });
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.json<{ message: string }>().message).toMatch(/10 athletes need a bib/);
    const res = await call(t.app, assignBibs, { as: as(), query: { orgId: org.id }, body: { rangeStart: 100, rangeEnd: 199 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ assigned: 10 });
    const bibs = (await call(t.app, getBibs, { as: as(), query: { orgId: org.id } })).json<Bibs>();
    expect([bibs.rangeStart, bibs.rangeEnd]).toEqual([100, 199]);
    // by last name: RunnerA (girl 9) gets 100 ... RunnerJ (girl 0) gets 109
    expect(bibs.athletes.find((a) => a.id === girls[9]!.id)!.bib).toBe('100');
    expect(bibs.athletes.find((a) => a.id === girls[0]!.id)!.bib).toBe('109');
    const clash = await call(t.app, patchAthleteBib, { as: as(), query: { orgId: org.id, athleteId: girls[0]!.id }, body: { bib: '100' } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ message: string }>().message).toMatch(/worn by Girl9 RunnerA/);
    expect(
      (await call(t.app, patchAthleteBib, { as: as(), query: { orgId: org.id, athleteId: girls[0]!.id }, body: { bib: 'A1' } })).statusCode,
    ).toBe(400);
    const typed = await call(t.app, patchAthleteBib, {
      as: as(),
      query: { orgId: org.id, athleteId: girls[0]!.id },
      body: { bib: '0250' },
    });
    expect(typed.statusCode).toBe(200);
    const after = (await call(t.app, getBibs, { as: as(), query: { orgId: org.id } })).json<Bibs>();
    expect(after.athletes.find((a) => a.id === girls[0]!.id)!.bib).toBe('250');
  });

  it('exports the entries as a Hy-Tek semicolon file: I, D and R records field by field, seeds in the team units', async () => {
    const text = await file(getHytekEntries);
    expect(text.endsWith('\r\n')).toBe(true);
    const records = text
      .slice(0, -2)
      .split('\r\n')
      .map((r) => r.split(';'));
    expect(records.filter((r) => r[0] === 'I')).toHaveLength(10);
    expect(records.filter((r) => r[0] === 'D')).toHaveLength(15);
    expect(records.filter((r) => r[0] === 'R')).toHaveLength(1);
    // girl 0: fields 1-10 (record, last, first, initial, gender, birth date, team code, team name, age, school year)
    const girl0 = girls[0]!;
    const athleteFields = ['RunnerJ', 'Girl0', '', 'F', '03/09/2008', 'CHS', 'Central High School', '', String(girl0.grade)];
    const info = records.find((r) => r[0] === 'I' && r[1] === 'RunnerJ')!;
    expect(info.slice(0, 10)).toEqual(['I', ...athleteFields]);
    expect(info[22]).toBe('250'); // field 23, competitor #
    const dashD = records.find((r) => r[0] === 'D' && r[1] === 'RunnerJ' && r[10] === '100')!;
    // fields 11-15: event code, entry mark, measure, division, competitor #
    expect(dashD).toEqual(['D', ...athleteFields, '100', '12.00', 'M', '', '250']);
    const shotD = records.find((r) => r[0] === 'D' && r[1] === 'RunnerJ' && r[10] === 'SP')!;
    expect(shotD).toEqual(['D', ...athleteFields, 'SP', '30-06.00', 'E', '', '250']);
    // no seed: the mark is blank
    const unseeded = records.find((r) => r[0] === 'D' && r[1] === 'RunnerH' && r[10] === 'SP')!;
    expect(unseeded.slice(10, 13)).toEqual(['SP', '', 'E']);
    // the heptathlon: event code HEP, the typed points as entry mark, measure M even for an imperial team
    const hepD = records.find((r) => r[0] === 'D' && r[1] === 'RunnerJ' && r[10] === 'HEP')!;
    expect(hepD).toEqual(['D', ...athleteFields, 'HEP', '4520', 'M', '', '250']);
    const girl3 = girls[3]!;
    const hepUnseeded = records.find((r) => r[0] === 'D' && r[1] === 'RunnerG' && r[10] === 'HEP')!;
    expect(hepUnseeded).toEqual([
      'D',
      'RunnerG',
      'Girl3',
      '',
      'F',
      '',
      'CHS',
      'Central High School',
      '',
      String(girl3.grade),
      'HEP',
      '',
      'M',
      '',
      '106',
    ]);
    const r = records.find((x) => x[0] === 'R')!;
    expect(r.slice(0, 10)).toEqual(['R', 'CHS', 'Central High School', 'A', 'F', '', '400', '50.12', 'M', '']);
    // 4 runners, 7 fields each: last, first, initial, gender, birth date, comp #, school year
    expect(r).toHaveLength(10 + 4 * 7);
    expect(r.slice(10, 17)).toEqual(['RunnerJ', 'Girl0', '', 'F', '03/09/2008', '250', String(girl0.grade)]);
    // a team code the host gave
    expect((await file(getHytekEntries, { teamCode: 'cent' })).split('\r\n')[0]!.split(';')[6]).toBe('CENT');
  });

  it('writes lynx.ppl, lynx.evt and lynx.sch from the seeded heats, bibs and times', async () => {
    const ppl = (await file(getLynxPpl)).trim().split('\r\n');
    expect(ppl).toHaveLength(10);
    expect(ppl[0]).toBe('100,RunnerA,Girl9,Central High School');
    const evt = (await file(getLynxEvt)).trim().split('\r\n');
    // the relay (event 3) runs first, then the 100m (event 1) heats 1 and 2; the shot put is not timed
    expect(evt.filter((l) => !l.startsWith(','))).toEqual(['3,1,1,Girls 4x100m Relay', '1,1,1,Girls 100m', '1,1,2,Girls 100m']);
    const heat2 = evt.slice(evt.indexOf('1,1,2,Girls 100m') + 1);
    expect(heat2).toHaveLength(5);
    expect(heat2).toContain(',250,4,RunnerJ,Girl0,Central High School');
    // field and combined events are not timed: in neither file's data, but named in lynx.sch's comments
    expect(evt.filter((l) => /Shot Put|Heptathlon/.test(l))).toEqual([]);
    const sch = (await file(getLynxSch)).trim().split('\r\n');
    expect(sch.filter((l) => !l.startsWith(';'))).toEqual(['3,1,1', '1,1,1', '1,1,2']);
    expect(sch[0]).toContain('Home Dual, 2025-04-12 15:30');
    expect(sch.filter((l) => l.startsWith('; not timed'))).toEqual([
      '; not timed: event 2, Girls Shot Put',
      '; not timed: event 4, Girls Heptathlon',
    ]);
  });

  it('round trip: the 100m heats go out as lynx.evt, come back as the .lif FinishLynx writes, and import as results', async () => {
    const evt = (await file(getLynxEvt)).trim().split('\r\n');
    // FinishLynx: one .lif per race, its header the race line of lynx.evt plus the wind; a line per
    // finisher (place, ID, lane, last, first, affiliation, time), read off the start list
    const races: string[][] = [];
    for (const line of evt) (line.startsWith(',') ? races[races.length - 1]! : races[races.push([]) - 1]!).push(line);
    const dashRaces = races.filter((r) => r[0]!.endsWith('Girls 100m'));
    expect(dashRaces).toHaveLength(2);
    const times = new Map<string, string>(); // bib -> time
    for (const race of dashRaces) {
      const runners = race.slice(1).map((l) => l.slice(1).split(','));
      const lif = [
        `${race[0]},+1.5,m/s`,
        ...runners.map(([bib, lane, last, first, team], i) => {
          const time = `12.${String(30 + Number(lane) + i).padStart(2, '0')}`;
          times.set(bib!, time);
          return `${i + 1},${bib},${lane},${last},${first},${team},${time}`;
        }),
      ].join('\r\n');
      const res = await call(t.app, importResults, {
        as: as(),
        query: { orgId: org.id, meetId: meet.id },
        body: { text: lif, format: 'lif', eventId: dash.id },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ imported: number }>().imported).toBe(runners.length);
    }
    const detail = (await call(t.app, getMeet, { as: as(), query: { orgId: org.id, meetId: meet.id } })).json<MeetDetail>();
    const results = detail.events.find((e) => e.id === dash.id)!.entries;
    expect(results.filter((e) => e.result)).toHaveLength(10);
    const bibs = (await call(t.app, getBibs, { as: as(), query: { orgId: org.id } })).json<Bibs>();
    for (const e of results) {
      const bib = bibs.athletes.find((a) => a.id === e.athlete?.id)!.bib!;
      expect(e.result!.display, bib).toBe(times.get(bib));
      expect(e.result!.wind).toBe(1.5);
    }
  });
});
