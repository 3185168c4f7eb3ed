/**
 * Results files as they come from the wild (issue 29): FinishLynx files with text rounds, lettered
 * event numbers, several races, DNS rows and empty lanes, UTF-16 and Windows-1252 encodings; the
 * FinishLynx files that are no results; text copied from a TFRRS page with a combined total; names
 * the catalogue keeps under another group; names read with no certainty; leaving bad rows out.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { previewResultsImport } from '@core/api/results';
import { getCombinedSheet, type CombinedSheet } from '@core/api/combined-events';
import { type MeetDetail } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import { decodeImportBytes } from '@core/results-import';
import textRound from '@core/results-import/fixtures/boys-100m-heat-text-round.lif?raw';
import races from '@core/results-import/fixtures/session-several-races.lif?raw';
import evt from '@core/results-import/fixtures/lynx.evt?raw';
import ppl from '@core/results-import/fixtures/lynx.ppl?raw';
import sch from '@core/results-import/fixtures/lynx.sch?raw';
import tfrrs from '@core/results-import/fixtures/tfrrs-copied.txt?raw';
import { type TestUser } from '../../test/factories';
import { addMeetEvent, createMeet } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { useImportTeam } from './testing/import-team';

const fixtureBytes = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../core/results-import/fixtures/${name}`, import.meta.url)));

describe('results import: real files', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  const { team, preview, commit, detail } = useImportTeam(t, [
    ['Eli', 'Stone', 'male'],
    ['Jun', 'Park', 'male'],
    ['Maya', 'Okafor', 'female'],
    ['Sam', 'Lee, Jr.', 'female'],
    ['Iris', 'Novak', 'female'],
    ['José', 'Núñez', 'female'],
  ]);
  beforeAll(() => ({ org, owner } = team));
  const as = () => ({ token: owner.token });

  const saved = (d: MeetDetail) =>
    d.events.flatMap((e) =>
      e.entries.filter((x) => x.athlete && x.result).map((x) => [e.eventType, e.round, x.athlete!.lastName, x.result!.display]),
    );

  it('imports a .lif with a text round and a lettered event number; DNS for a named line without place or time; empty lane and nameless finisher left out with the reason', async () => {
    const meet = await createMeet(t, org.id, owner.token);
    await addMeetEvent(t, org.id, owner.token, meet.id, 'male-100m');
    const p = await preview(meet, { text: textRound });
    expect(p.format).toBe('lif');
    expect(p.heading).toMatchObject({ eventNumber: '027B', roundNumber: 'Heat', heat: 2 });
    expect(p.errorCount).toBe(0);
    // the meet runs the 100m as a final only: the "Heat" goes there, no heats event is added
    expect(p.addedEvents).toEqual([]);
    expect(p.rows.filter((r) => r.skipped && !r.competitor).map((r) => [r.row, r.skipped])).toEqual([
      [6, 'An empty lane: no name, place or time'],
      [7, expect.stringMatching(/^A finisher with no name \(place 3, 11\.92\)/)],
    ]);
    const ok = await commit(meet, { text: textRound });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(saved(await detail(meet))).toEqual([
      ['male-100m', 'final', 'Stone', '11.21'],
      ['male-100m', 'final', 'Park', 'DNS'],
    ]);
  });

  it('keeps the races of a file apart: each to the event its header names, with its heat and wind', async () => {
    const meet = await createMeet(t, org.id, owner.token);
    const e200 = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-200m');
    await addMeetEvent(t, org.id, owner.token, meet.id, 'female-800m');
    // a chosen event does not pull the 800m race into the 200m
    const p = await preview(meet, { text: races, eventId: e200.id });
    expect(p.errorCount).toBe(0);
    expect(p.warnings).toEqual([expect.stringMatching(/^The file holds 3 races of several events \(Girls 200 Meter Dash, Women 800\)/)]);
    expect(p.rows.filter((r) => r.athleteId).map((r) => [r.athleteName, r.eventType, r.heat, r.wind])).toEqual([
      ['Maya Okafor', 'female-200m', 1, 0.8],
      ['Sam Lee, Jr.', 'female-200m', 2, 1.1],
      ['Iris Novak', 'female-800m', 1, null],
    ]);
    expect((await commit(meet, { text: races, eventId: e200.id })).statusCode).toBe(200);
    expect(saved(await detail(meet))).toEqual([
      ['female-200m', 'final', 'Lee, Jr.', '25.44'],
      ['female-200m', 'final', 'Okafor', '25.61'],
      ['female-800m', 'final', 'Novak', '2:18.40'],
    ]);
  });

  it('imports a UTF-16 and a Windows-1252 .lif once decoded: accented names match the roster', async () => {
    for (const file of ['girls-1600m-utf16.lif', 'girls-1600m-windows1252.lif']) {
      const meet = await createMeet(t, org.id, owner.token);
      const { text } = decodeImportBytes(fixtureBytes(file));
      const p = await preview(meet, { text });
      expect(p.rows.map((r) => [r.athleteName, r.athleteId !== null, r.competitor])).toEqual([
        ['José Núñez', true, false],
        ['Zoë Brontë', false, true],
      ]);
      expect((await commit(meet, { text })).statusCode).toBe(200);
    }
  });

  it.each([
    ['a start list (lynx.evt)', evt, /FinishLynx start list \(lynx\.evt\)/],
    ['a schedule (lynx.sch)', sch, /FinishLynx schedule \(lynx\.sch\)/],
    ['a people file (lynx.ppl)', ppl, /FinishLynx people file \(lynx\.ppl\)/],
  ])('answers 400 naming %s, never "missing columns"', async (_label, text, message) => {
    const meet = await createMeet(t, org.id, owner.token);
    const res = await call(t.app, previewResultsImport, { as: as(), query: { orgId: org.id, meetId: meet.id }, body: { text } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(message);
  });

  it('imports text copied from a TFRRS page, the decathlon total as points shown on the meet event and its sheet; team scores left out', async () => {
    const meet = await createMeet(t, org.id, owner.token);
    const p = await preview(meet, { text: tfrrs });
    expect(p.format).toBe('page');
    expect(p.errorCount).toBe(0);
    expect(p.rows.filter((r) => r.athleteId).map((r) => [r.row, r.eventType, r.athleteName, r.display])).toEqual([
      [6, 'male-100m', 'Eli Stone', '10.91'],
      [8, 'male-100m', 'Jun Park', 'DNF'],
      [12, 'female-long-jump', 'Maya Okafor', '5.62m'],
      [16, 'male-decathlon', 'Eli Stone', '6296 pts'],
      [19, 'male-xc-8k', 'Jun Park', '25:41.3'],
    ]);
    expect(p.rows.find((r) => r.row === 21)?.skipped).toBe('Team scores are not results of athletes: left out');
    const ok = await commit(meet, { text: tfrrs });
    expect(ok.statusCode, ok.body).toBe(200);
    const d = await detail(meet);
    expect(saved(d)).toContainEqual(['male-decathlon', 'final', 'Stone', '6296 pts']);
    const decathlon = d.events.find((e) => e.eventType === 'male-decathlon')!;
    const sheet = await call(t.app, getCombinedSheet, { as: as(), query: { orgId: org.id, eventId: decathlon.id } });
    expect(sheet.json<CombinedSheet>().athletes.map((a) => [a.lastName, a.givenTotal])).toEqual([['Stone', 6296]]);
  });

  it("places names the catalogue keeps under another group: 500/600/1000 Meters and the men's Heptathlon at an indoor meet", async () => {
    const meet = await createMeet(t, org.id, owner.token, { season: 'indoor', startDate: '2026-01-17' });
    const text = [
      'Event,First,Last,Mark',
      '500 Meters,Eli,Stone,1:06.20',
      '600 Meters,Maya,Okafor,1:38.10',
      '1000 Meters,Jun,Park,2:41.00',
      'Heptathlon,Eli,Stone,5102',
    ].join('\n');
    const p = await preview(meet, { text });
    expect(p.rows.map((r) => [r.eventType, r.errors])).toEqual([
      ['male-indoor-500m', []],
      ['female-indoor-600m', []],
      ['male-indoor-1000m', []],
      ['male-indoor-heptathlon', []],
    ]);
  });

  it('never guesses a name read with no certainty: each nonsense name is a problem row; the good rows go in when the coach leaves the others out', async () => {
    const meet = await createMeet(t, org.id, owner.token);
    const nonsense = ['Underwater Basket 300', 'Hot Dog Eating 100', 'Parking Lot 200', 'Egg and Spoon 100 Meter', 'Tug of War 8k'];
    const text = ['Event,First,Last,Mark', '400 Meters,Eli,Stone,52.10', ...nonsense.map((n) => `${n},Jun,Park,40.00`)].join('\n');
    const p = await preview(meet, { text });
    expect(p.rows.filter((r) => r.errors.length > 0).map((r) => [r.row, r.athleteName, r.errors[0]!.message])).toEqual(
      nonsense.map((n, i) => [i + 3, 'Jun Park', expect.stringContaining(`Unknown event "${n}"`)]),
    );
    // all or nothing by default: the first bad row is named
    const refused = await commit(meet, { text });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toMatch(/^body\.text: Row 3/);
    expect(saved(await detail(meet))).toEqual([]);
    const ok = await commit(meet, { text, leaveOutProblems: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ imported: 1, skipped: nonsense.length, createdEvents: 1 });
    expect(saved(await detail(meet))).toEqual([['male-400m', 'final', 'Stone', '52.10']]);
  });
});
