/**
 * Event names read with no certainty are never guessed (issue 29 item 11): the preview lists each
 * with its rows for the coach to pick an event or leave the rows out; the pick holds for every row
 * of that name, and the good rows go in either way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type Meet } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import { previewResultsImport } from '@core/api/results';
import { type TestUser } from '../../test/factories';
import { createMeet } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';
import { useImportTeam } from './testing/import-team';

describe('results import: names not read are picked by the coach or left out', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  const { team, preview, commit, detail } = useImportTeam(t, [
    ['Eli', 'Stone', 'male'],
    ['Jun', 'Park', 'male'],
    ['Maya', 'Okafor', 'female'],
  ]);
  beforeAll(() => ({ org, owner } = team));
  const as = () => ({ token: owner.token });

  const saved = async (meet: Meet) =>
    (await detail(meet)).events
      .flatMap((e) => e.entries.filter((x) => x.result).map((x) => [e.eventType, x.athlete!.lastName, x.result!.display]))
      .sort();

  // an outdoor meet: "300" alone would be the indoor 300m; "Underwater Basket 300" is no event at all
  const text = [
    'Event,First,Last,Gender,Mark',
    '400 Meters,Eli,Stone,M,52.10',
    'Underwater Basket 300,Jun,Park,M,40.00',
    'Girls Underwater Basket 300,Maya,Okafor,,44.00',
    'underwater  basket 300,Eli,Stone,M,41.00',
    'Egg and Spoon 100,Maya,Okafor,F,15.00',
  ].join('\n');

  it('lists each name not read with its rows, guesses none and refuses nothing whole', async () => {
    const meet = await createMeet(t, org.id, owner.token);
    const p = await preview(meet, { text });
    expect(p.unreadEvents).toEqual([
      { name: 'Underwater Basket 300', rows: [3, 5] },
      { name: 'Girls Underwater Basket 300', rows: [4] },
      { name: 'Egg and Spoon 100', rows: [6] },
    ]);
    expect(p.rows.map((r) => [r.row, r.eventType, r.errors.map((e) => e.field)])).toEqual([
      [2, 'male-400m', []],
      [3, null, ['Event']],
      [4, null, ['Event']],
      [5, null, ['Event']],
      [6, null, ['Event']],
    ]);
    expect(p.addedEvents).toEqual([{ eventType: 'male-400m', round: 'final' }]);
    // the import page leaves the unpicked rows out, each with its reason; the good row goes in
    const ok = await commit(meet, { text, leaveOutProblems: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ imported: 1, skipped: 4 });
    expect(await saved(meet)).toEqual([['male-400m', 'Stone', '52.10']]);
  });

  it("takes the coach's pick for every row of a name (the row's gender deciding), and leaves out the rows of a name chosen to be", async () => {
    const meet = await createMeet(t, org.id, owner.token);
    const eventChoices = [
      { name: 'Underwater Basket 300', event: '300m-hurdles' },
      { name: 'Girls Underwater Basket 300', event: '300m-hurdles' },
      { name: 'Egg and Spoon 100', event: null },
    ];
    const p = await preview(meet, { text, eventChoices });
    expect(p.errorCount).toBe(0);
    expect(p.rows.map((r) => [r.row, r.eventType, r.skipped])).toEqual([
      [2, 'male-400m', null],
      [3, 'male-300m-hurdles', null],
      [4, 'female-300m-hurdles', null],
      [5, 'male-300m-hurdles', null],
      [6, null, 'You chose to leave out the rows of "Egg and Spoon 100"'],
    ]);
    // still listed, so the pick can be changed
    expect(p.unreadEvents.map((u) => u.name)).toEqual(['Underwater Basket 300', 'Girls Underwater Basket 300', 'Egg and Spoon 100']);
    // all or nothing holds: nothing is wrong now, and the left-out row is counted
    const ok = await commit(meet, { text, eventChoices });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ imported: 4, skipped: 1, createdEvents: 3 });
    expect(await saved(meet)).toEqual([
      ['female-300m-hurdles', 'Okafor', '44.00'],
      ['male-300m-hurdles', 'Park', '40.00'],
      ['male-300m-hurdles', 'Stone', '41.00'],
      ['male-400m', 'Stone', '52.10'],
    ]);
  });

  it('a pick that is no event, or an event not for the athlete, is named', async () => {
    const meet = await createMeet(t, org.id, owner.token);
    const bad = await call(t.app, previewResultsImport, {
      as: as(),
      query: { orgId: org.id, meetId: meet.id },
      body: { text, eventChoices: [{ name: 'Underwater Basket 300', event: 'underwater-basket' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('Choose an event of the catalogue');
    const p = await preview(meet, { text, eventChoices: [{ name: 'Girls Underwater Basket 300', event: '110m-hurdles' }] });
    expect(p.rows.find((r) => r.row === 4)!.errors).toEqual([
      { field: 'Event', message: '110m Hurdles is not an event for a female athlete' },
    ]);
  });

  it("lets the coach pick for another team's rows and for a cross-country race at a measured distance", async () => {
    const meet = await createMeet(t, org.id, owner.token, { season: 'cross-country', startDate: '2025-10-04' });
    const xc = ['Event,First,Last,Team,Mark', 'Mens Champ Race,Eli,Stone,Splits,25:40.0', 'Mens Champ Race,Tom,Other,Rivals,25:50.0'].join(
      '\n',
    );
    const first = await preview(meet, { text: xc });
    expect(first.unreadEvents).toEqual([{ name: 'Mens Champ Race', rows: [2, 3] }]);
    expect(first.rows.find((r) => r.row === 3)!.skipped).toMatch(/^Another team's line \(Rivals\): Event: Unknown event/);
    const eventChoices = [{ name: 'Mens Champ Race', event: 'xc-8.05k' }];
    const p = await preview(meet, { text: xc, eventChoices });
    expect(p.rows.map((r) => [r.row, r.eventType, r.competitor])).toEqual([
      [2, 'male-xc-8.05k', false],
      [3, 'male-xc-8.05k', true],
    ]);
    const ok = await commit(meet, { text: xc, eventChoices });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ imported: 1, competitors: 1 });
  });
});
