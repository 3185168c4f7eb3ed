import { beforeAll, describe, expect, it } from 'vitest';
import { previewResultsImport } from '@core/api/results';
import { type Meet, type MeetEvent } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import badHytek from '@core/results-import/fixtures/bad-lines.txt?raw';
import badLif from '@core/results-import/fixtures/bad-lines.lif?raw';
import girls100 from '@core/results-import/fixtures/girls-100m-final.lif?raw';
import invitational from '@core/results-import/fixtures/spring-invitational.txt?raw';
import { type TestUser } from '../../test/factories';
import { addMeetEvent, createMeet } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { useImportTeam } from './testing/import-team';

describe('results import: FinishLynx .lif and Hy-Tek files', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  // Lincoln High School's roster; Roosevelt's athletes in the files are another team's
  const { team, preview, commit, detail } = useImportTeam(t, [
    ['Maya', 'Okafor', 'female'],
    ['Sam', 'Lee, Jr.', 'female'],
    ['Ava', 'Brennan', 'female'],
    ['Iris', 'Novak', 'female'],
    ['Nia', 'Thompson', 'female'],
    ['Grace', 'Kim', 'female'],
    ['Eli', 'Stone', 'male'],
    ['Jun', 'Park', 'male'],
  ]);
  beforeAll(() => ({ org, owner } = team));
  const as = () => ({ token: owner.token });

  describe('a .lif into the meet event chosen in the dialog', () => {
    let meet: Meet;
    let girls100m: MeetEvent;
    let girlsHurdles: MeetEvent;

    beforeAll(async () => {
      meet = await createMeet(t, org.id, owner.token, { name: 'Lincoln Spring Invitational' });
      girls100m = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-100m');
      girlsHurdles = await addMeetEvent(t, org.id, owner.token, meet.id, 'female-100m-hurdles');
    });

    it("previews the race: header, marks with wind, non-marks, other teams' lines as competitors", async () => {
      const p = await preview(meet, { text: girls100, eventId: girls100m.id });
      expect(p).toMatchObject({
        format: 'lif',
        errorCount: 0,
        importCount: 4,
        newEvents: [],
        addedEvents: [],
        warnings: [],
        meetName: null,
      });
      expect(p.heading).toEqual({
        eventNumber: '3',
        roundNumber: '1',
        heat: 1,
        eventName: 'Girls 100 Meter Dash',
        event: 'female-100m',
        wind: '+1.3',
      });
      // Roosevelt's lines become competitors (decision 027): kept for team scores, never on the roster
      expect(p.rows.map((r) => [r.row, r.athleteName, r.eventType, r.display, r.wind, r.place, r.heat, r.skipped, r.competitor])).toEqual([
        [2, 'Maya Okafor', 'female-100m', '12.41', 1.3, 1, 1, null, false],
        [3, 'Dana Reyes', 'female-100m', '12.45', 1.3, 2, 1, null, true],
        // 12.5 from FinishLynx is a FAT time cut to tenths, not a hand time
        [4, 'Sam Lee, Jr.', 'female-100m', '12.50', 1.3, 3, 1, null, false],
        [5, 'Nour Haddad', 'female-100m', '13.02', 1.3, 4, 1, null, true],
        [6, 'Ava Brennan', 'female-100m', 'DQ', null, null, 1, null, false],
        [7, 'Lucia Castillo', 'female-100m', 'DNF', null, null, 1, null, true],
        [8, 'Iris Novak', 'female-100m', 'DNS', null, null, 1, null, false],
      ]);
      expect([p.importCount, p.competitorCount]).toEqual([4, 3]);
      expect(p.rows[0]!.mark).toEqual({ kind: 'time', ms: 12410, timing: 'fat' });
      expect(p.rows[2]!.mark).toEqual({ kind: 'time', ms: 12500, timing: 'fat' });
    });

    it('warns when the chosen event is not the one the file names, and when none is chosen', async () => {
      const other = await preview(meet, { text: girls100, eventId: girlsHurdles.id });
      expect(other.warnings).toEqual([
        'The file is the result of "Girls 100 Meter Dash", but you chose Girls 100m Hurdles: check the event before importing.',
      ]);
      expect(other.rows[0]).toMatchObject({ eventType: 'female-100m-hurdles', errors: [] });
      const none = await preview(meet, { text: girls100 });
      expect(none.warnings[0]).toMatch(/^No meet event chosen: the results go to the event the file names \("Girls 100 Meter Dash"\)/);
      expect(none.rows[0]).toMatchObject({ eventType: 'female-100m', errors: [] });
    });

    it('commits the race into the chosen event, all rows at once', async () => {
      const ok = await commit(meet, { text: girls100, eventId: girls100m.id });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ imported: 4, competitors: 3, createdEvents: 0, skipped: 0 });
      const d = await detail(meet);
      expect(d.events.map((e) => e.eventType)).toEqual(['female-100m', 'female-100m-hurdles']);
      const results = d.events[0]!.entries.map((x) => [
        x.athlete!.lastName,
        x.result!.display,
        x.result!.wind,
        x.result!.place,
        x.result!.heat,
        x.result!.status,
      ]);
      expect(results).toEqual(
        expect.arrayContaining([
          ['Okafor', '12.41', 1.3, 1, 1, 'ok'],
          ['Lee, Jr.', '12.50', 1.3, 3, 1, 'ok'],
          ['Brennan', 'DQ', null, null, 1, 'DQ'],
          ['Novak', 'DNS', null, null, 1, 'DNS'],
        ]),
      );
      expect(results).toHaveLength(4);
      // importing the same file again replaces the results, it does not add new ones
      expect((await preview(meet, { text: girls100, eventId: girls100m.id })).rows[0]!.replaces).toBe(true);
    });

    it('answers 400 for a chosen event of another meet, or an event with a Hy-Tek file', async () => {
      const elsewhere = await createMeet(t, org.id, owner.token);
      const theirEvent = await addMeetEvent(t, org.id, owner.token, elsewhere.id, 'female-100m');
      const res = await call(t.app, previewResultsImport, {
        as: as(),
        query: { orgId: org.id, meetId: meet.id },
        body: { text: girls100, eventId: theirEvent.id },
      });
      expect(res.json()).toMatchObject({ statusCode: 400, field: 'body.eventId', message: 'body.eventId: Choose an event of this meet' });
      const hytek = await call(t.app, previewResultsImport, {
        as: as(),
        query: { orgId: org.id, meetId: meet.id },
        body: { text: invitational, eventId: girls100m.id },
      });
      expect(hytek.json()).toMatchObject({ statusCode: 400, field: 'body.eventId' });
    });
  });

  describe('a Hy-Tek semicolon export of a whole meet', () => {
    let meet: Meet;

    beforeAll(async () => {
      meet = await createMeet(t, org.id, owner.token, { name: 'Spring Invitational' });
    });

    it('previews every line: rounds, hand times, English marks, non-marks, skipped relays and other teams', async () => {
      const p = await preview(meet, { text: invitational });
      expect(p).toMatchObject({ format: 'hytek', errorCount: 0, importCount: 9, heading: null, meetName: 'Lincoln Spring Invitational' });
      expect(p.warnings).toEqual(['The file was exported from "Lincoln Spring Invitational"; this meet is "Spring Invitational".']);
      expect(p.competitorCount).toBe(2);
      expect(p.rows.map((r) => [r.row, r.athleteName, r.eventType, r.round, r.display, r.wind, r.place, r.heat, r.skipped])).toEqual([
        [2, 'Maya Okafor', 'female-100m', 'prelim', '12.52', 0.4, 3, 2, null],
        [3, 'Maya Okafor', 'female-100m', 'final', '12.41', 1.2, 1, 1, null],
        [4, 'Eli Stone', 'male-110m-hurdles', 'final', '15.12', -0.8, 2, 1, null],
        [5, 'Jun Park', 'male-3200m', 'final', '10:45.3', null, 4, 1, null],
        [6, 'Iris Novak', 'female-1600m', 'final', 'DNF', null, null, 1, null],
        [7, 'Ava Brennan', 'female-400m', 'final', 'DQ', null, null, 2, null],
        [8, 'Eli Stone', 'male-long-jump', 'final', '6.66m', 2.6, 1, null, null],
        [9, 'Nia Thompson', 'female-shot-put', 'final', '12.33m', null, 2, null, null],
        [10, 'Grace Kim', 'female-high-jump', 'final', 'NH', null, null, null, null],
        // another team's lines are competitors, with their marks
        [11, 'Lucia Castillo', 'female-100m', 'final', '12.44', 1.2, 2, 1, null],
        // the 400 m hurdles joined the catalogue: Kofi runs for another team
        [12, 'Kofi Mensah', 'male-400m-hurdles', 'final', '58.90', null, 3, 1, null],
        [13, 'Pavel Ivanov', null, null, null, null, null, null, 'Combined events (decathlon, heptathlon, pentathlon) are not kept'],
        [14, '4x100 relay', null, null, null, null, null, null, 'Relay results are entered on the meet page, with their legs'],
      ]);
      expect(p.rows[3]!.mark).toEqual({ kind: 'time', ms: 645300, timing: 'hand' });
      expect(p.rows[6]!.mark).toMatchObject({ kind: 'length', mm: 6661 });
      expect(p.addedEvents).toEqual([
        { eventType: 'female-100m', round: 'prelim' },
        { eventType: 'female-100m', round: 'final' },
        { eventType: 'male-110m-hurdles', round: 'final' },
        { eventType: 'male-3200m', round: 'final' },
        { eventType: 'female-1600m', round: 'final' },
        { eventType: 'female-400m', round: 'final' },
        { eventType: 'male-long-jump', round: 'final' },
        { eventType: 'female-shot-put', round: 'final' },
        { eventType: 'female-high-jump', round: 'final' },
        // only another team ran it: added for the team scores
        { eventType: 'male-400m-hurdles', round: 'final' },
      ]);
      expect((await detail(meet)).events).toEqual([]);
    });

    it("commits every result with its round, other teams' lines as competitors; skipped lines are left out", async () => {
      const ok = await commit(meet, { text: invitational });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ imported: 9, competitors: 2, createdEvents: 10, skipped: 2 });
      const d = await detail(meet);
      expect(d.resultCount).toBe(9);
      const byEvent = new Map(
        d.events.map((e) => [`${e.eventType} ${e.round}`, e.entries.map((x) => `${x.athlete!.lastName} ${x.result!.display}`)]),
      );
      expect(Object.fromEntries(byEvent)).toEqual({
        'female-100m prelim': ['Okafor 12.52'],
        'female-100m final': ['Okafor 12.41'],
        'male-110m-hurdles final': ['Stone 15.12'],
        'male-3200m final': ['Park 10:45.3'],
        'female-1600m final': ['Novak DNF'],
        'female-400m final': ['Brennan DQ'],
        'male-long-jump final': ['Stone 6.66m'],
        'female-shot-put final': ['Thompson 12.33m'],
        'female-high-jump final': ['Kim NH'],
        'male-400m-hurdles final': [],
      });
      const jump = d.events.find((e) => e.eventType === 'male-long-jump')!.entries[0]!.result!;
      expect([jump.wind, jump.windAided, jump.legal]).toEqual([2.6, true, false]);
    });
  });

  describe('all or nothing', () => {
    it.each([
      [
        'a .lif with unreadable lines',
        badLif,
        /^body\.text: Line 3, Format: expected place, ID, lane, last name, first name, affiliation and time/,
      ],
      ['a Hy-Tek file with unreadable lines', badHytek, /^body\.text: Line 3, Format: "X" is not a Hy-Tek result record/],
      [
        'a .lif with a time that is not one',
        '3,1,1,Girls 100 Meter Dash,+0.2\n1,412,4,Okafor,Maya,Lincoln High School,12.41\n2,415,5,Brennan,Ava,Lincoln High School,12.4.4',
        /^body\.text: Line 3, Mark: /,
      ],
      [
        'a Hy-Tek line of a roster athlete in the wrong event',
        'E;T;2;;110H;M;;;;F;15.12;M;;1;1;1;;;;0;Okafor;Maya;;F;;LINC;Lincoln High School;;',
        /^body\.text: Line 1, Athlete: Maya Okafor is on the roster as a female athlete; this event is for male athletes$/,
      ],
    ])('%s commits nothing', async (_label, text, message) => {
      const meet = await createMeet(t, org.id, owner.token);
      const p = await preview(meet, { text });
      expect(p.errorCount).toBeGreaterThan(0);
      const bad = await commit(meet, { text });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'import-row-invalid', field: 'body.text' });
      expect(bad.json<{ message: string }>().message).toMatch(message);
      const d = await detail(meet);
      expect([d.events, d.resultCount]).toEqual([[], 0]);
    });

    it('previews the bad lines of a .lif with the line and the reason, beside the good ones', async () => {
      const meet = await createMeet(t, org.id, owner.token);
      const p = await preview(meet, { text: badLif });
      expect(p.rows.map((r) => [r.row, r.athleteName, r.errors])).toEqual([
        [2, 'Maya Okafor', []],
        [
          3,
          'Reyes',
          [{ field: 'Format', message: 'expected place, ID, lane, last name, first name, affiliation and time, found 4 fields' }],
        ],
        [4, 'Nour Haddad', [{ field: 'Format', message: '"1st?" is not a place (a number, or DNF, DNS, DQ, SCR)' }]],
        [5, 'Ava Brennan', [{ field: 'Format', message: 'Ava Brennan has neither a time nor DNF, DNS, DQ in the place column' }]],
        [6, 'Iris Novak', []],
      ]);
      expect(p.rows.find((r) => r.row === 6)!.display).toBe('1:02.30');
    });

    it('answers 400 when no line is for an athlete on the roster, a relay team or another team', async () => {
      const meet = await createMeet(t, org.id, owner.token);
      const res = await commit(meet, { text: '3,1,1,Boys 100 Meter Dash,+0.2\n1,1,4,Carter,Nate,,11.02' });
      expect(res.json()).toMatchObject({ statusCode: 400 });
      // another team's line alone is saved as a competitor
      const theirs = await commit(meet, { text: '3,1,1,Boys 100 Meter Dash,+0.2\n1,1,4,Carter,Nate,Roosevelt High School,11.02' });
      expect(theirs.json()).toEqual({ imported: 0, competitors: 1, createdEvents: 1, skipped: 0 });
    });
  });

  describe('the format', () => {
    it('is detected from the content, or taken from the body', async () => {
      const meet = await createMeet(t, org.id, owner.token);
      expect((await preview(meet, { text: 'Event,First,Last,Mark\nGirls 100m,Maya,Okafor,12.41' })).format).toBe('csv');
      // a CSV read as a .lif: its first line is not an event header
      const asLif = await preview(meet, { text: 'Event,First,Last,Mark\nGirls 100m,Maya,Okafor,12.41', format: 'lif' });
      expect(asLif.rows).toEqual([
        expect.objectContaining({
          row: 1,
          errors: [{ field: 'Format', message: expect.stringMatching(/^The first line of a \.lif file is the event header/) }],
        }),
      ]);
      // a .lif read as CSV: its header is not a CSV header
      const res = await call(t.app, previewResultsImport, {
        as: as(),
        query: { orgId: org.id, meetId: meet.id },
        body: { text: girls100, format: 'csv' },
      });
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'body.text: Missing columns: Event, Mark' });
      const wrong = await call(t.app, previewResultsImport, {
        as: as(),
        query: { orgId: org.id, meetId: meet.id },
        body: { text: girls100, format: 'pdf' } as never,
      });
      expect(wrong.json()).toMatchObject({ statusCode: 400, field: 'body.format' });
    });
  });
});
