import { beforeAll, describe, expect, it } from 'vitest';
import { importResults, previewResultsImport, type ResultImportPreview } from '@core/api/results';
import { getMeet, type Meet, type MeetDetail } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, enterRelay, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('results import', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let meet: Meet;

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t, undefined, { units: 'metric' }));
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    await createAthlete(t, org.id, owner.token, { firstName: 'Maya', lastName: 'Okafor', gender: 'female' });
    await createAthlete(t, org.id, owner.token, { firstName: 'Eli', lastName: 'Stone', gender: 'male' });
    await createAthlete(t, org.id, owner.token, { firstName: 'Sam', lastName: 'Lee', gender: 'male' });
    await createAthlete(t, org.id, owner.token, { firstName: 'Sam', lastName: 'Lee', gender: 'female' });
    meet = await createMeet(t, org.id, owner.token, { startDate: '2025-04-12' });
  });

  const GOOD = [
    'Event,First,Last,Mark,Wind,Place,Heat',
    'Girls 100m,Maya,Okafor,12.45,+1.2,1,2',
    '100m,Eli,Stone,11.31,-0.4,3,1',
    'male-shot-put,Eli,Stone,12.05,,2,',
  ].join('\n');

  const db = async () =>
    (await call(t.app, getMeet, { as: { token: owner.token }, query: { orgId: org.id, meetId: meet.id } })).json<MeetDetail>();

  it('previews rows matched to the roster and the events it would add', async () => {
    const text = `${GOOD}\n100m,Nobody,Here,11.00,,,\nGirls 100m,Sam,Lee,9.00,,,\n100m,Sam,Lee,12.00,,,\nLong Jump,,,5.10,+3.0,,`;
    const res = await call(t.app, previewResultsImport, {
      as: { token: owner.token },
      query: { orgId: org.id, meetId: meet.id },
      body: { text },
    });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json<ResultImportPreview>();
    expect(p.newEvents).toEqual(['female-100m', 'male-100m', 'male-shot-put']);
    expect(p.rows.slice(0, 3).map((r) => [r.eventType, r.athleteName, r.display, r.wind, r.place, r.heat, r.errors])).toEqual([
      ['female-100m', 'Maya Okafor', '12.45', 1.2, 1, 2, []],
      ['male-100m', 'Eli Stone', '11.31', -0.4, 3, 1, []],
      ['male-shot-put', 'Eli Stone', '12.05m', null, 2, null, []],
    ]);
    expect(p.rows[3]!.errors).toEqual([{ field: 'Athlete', message: 'No athlete named Nobody Here on the roster' }]);
    // the event's gender picks the right Sam Lee; 9.00 is faster than anyone can run
    expect(p.rows[4]!.athleteName).toBe('Sam Lee');
    expect(p.rows[4]!.errors.map((e) => e.field)).toEqual(['Mark']);
    expect(p.rows[5]!.errors[0]!.message).toMatch(/Several athletes are named Sam Lee/);
    expect(p.rows[6]!.errors).toEqual([{ field: 'Athlete', message: "The athlete's name is missing" }]);
    expect(p.errorCount).toBe(4);
    expect((await db()).events).toEqual([]);
  });

  it('imports all or nothing: a bad row saves nothing, then the good file saves every row', async () => {
    const bad = await call(t.app, importResults, {
      as: { token: owner.token },
      query: { orgId: org.id, meetId: meet.id },
      body: { text: `${GOOD}\n100m,Eli,Stone,abc,,,` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'import-row-invalid', field: 'body.text' });
    expect(bad.json<{ message: string }>().message).toMatch(/^body\.text: Row 5, Mark: /);
    expect((await db()).events).toEqual([]);

    const ok = await call(t.app, importResults, {
      as: { token: owner.token },
      query: { orgId: org.id, meetId: meet.id },
      body: { text: GOOD },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ imported: 3, competitors: 0, createdEvents: 3, skipped: 0 });
    const d = await db();
    expect(d.resultCount).toBe(3);
    expect(d.events.flatMap((e) => e.entries.map((x) => [e.eventType, x.athlete!.lastName, x.result!.display, x.result!.place]))).toEqual([
      ['female-100m', 'Okafor', '12.45', 1],
      ['male-100m', 'Stone', '11.31', 3],
      ['male-shot-put', 'Stone', '12.05m', 2],
    ]);
  });

  it('replaces results already at the meet (keeping their typed splits) and uses its existing events', async () => {
    const m = await createMeet(t, org.id, owner.token);
    const e = await addMeetEvent(t, org.id, owner.token, m.id, 'male-100m');
    const eli = (await db()).events[1]!.entries[0]!.athlete!;
    const [entry] = await enterAthletes(t, org.id, owner.token, e.id, [eli.id]);
    await saveResult(t, org.id, owner.token, entry!.id, { mark: '11.80', splits: [{ label: '50m', time: '6.10' }] });
    const text = 'Event\tName\tTime\nBoys 100m\tStone, Eli\t11.50\nBoys 100m\tEli Stone\t11.40';
    const p = (
      await call(t.app, previewResultsImport, { as: { token: owner.token }, query: { orgId: org.id, meetId: m.id }, body: { text } })
    ).json<ResultImportPreview>();
    expect(p.newEvents).toEqual([]);
    expect(p.rows[0]).toMatchObject({ replaces: true, errors: [] });
    expect(p.rows[1]!.errors[0]!.message).toMatch(/already listed in this event on row 2/);
    const ok = await call(t.app, importResults, {
      as: { token: owner.token },
      query: { orgId: org.id, meetId: m.id },
      body: { text: text.split('\n').slice(0, 2).join('\n') },
    });
    expect(ok.json()).toEqual({ imported: 1, competitors: 0, createdEvents: 0, skipped: 0 });
    const d = (await call(t.app, getMeet, { as: { token: owner.token }, query: { orgId: org.id, meetId: m.id } })).json<MeetDetail>();
    expect(d.events[0]!.entries.map((x) => x.result!.display)).toEqual(['11.50']);
    expect(d.events[0]!.entries[0]!.result!.splits).toEqual([{ label: '50m', ms: 6100 }]);
  });

  it("reads TFRRS and timing names, FS as a DQ, relay rows into the relay team entered, other teams' rows as competitors; unknown names say why", async () => {
    const m = await createMeet(t, org.id, owner.token, { startDate: '2025-04-19' });
    const girls = await Promise.all(
      ['Ada', 'Bea', 'Cleo'].map((firstName) => createAthlete(t, org.id, owner.token, { firstName, lastName: 'Relay', gender: 'female' })),
    );
    const maya = (await db()).events[0]!.entries[0]!.athlete!;
    const relayEvent = await addMeetEvent(t, org.id, owner.token, m.id, 'female-4x400m-relay');
    const team = await enterRelay(t, org.id, owner.token, relayEvent.id, [maya.id, ...girls.map((g) => g.id)]);
    const text = [
      'Event,Name,Team,Gender,Mark,Place',
      '800 Meters,Maya Okafor,Harbor,F,2:15.30,1',
      'Men 110 Hurdles,Eli Stone,Harbor,,FS,',
      'Weight Throw,Eli Stone,Harbor,M,15.20,2',
      '3000 Steeplechase,Eli Stone,Harbor,M,9:58.40,3',
      `Women 4 x 400 Relay,${team.relayName},Harbor,,4:05.10,1`,
      'Men 4 x 400 Relay,Harbor A,Harbor,,3:30.00,2',
      'Underwater Hockey,Maya Okafor,Harbor,F,12.00,',
      '100 Meters,Jo Quick,Rival High,F,12.10,1',
    ].join('\n');
    const p = (
      await call(t.app, previewResultsImport, { as: { token: owner.token }, query: { orgId: org.id, meetId: m.id }, body: { text } })
    ).json<ResultImportPreview>();
    expect(p.rows.map((r) => [r.eventType, r.athleteName, r.display, r.errors.map((e) => e.field), r.skipped])).toEqual([
      ['female-800m', 'Maya Okafor', '2:15.30', [], null],
      // FS (false start) is a disqualification
      ['male-110m-hurdles', 'Eli Stone', 'DQ', [], null],
      ['male-weight-throw', 'Eli Stone', '15.20m', [], null],
      ['male-3000m-steeplechase', 'Eli Stone', '9:58.40', [], null],
      ['female-4x400m-relay', team.relayName, '4:05.10', [], null],
      ['male-4x400m-relay', 'Harbor A', '3:30.00', ['Relay'], null],
      [null, 'Maya Okafor', null, ['Event'], null],
      ['female-100m', 'Jo Quick', '12.10', [], null],
    ]);
    expect(p.rows.map((r) => r.competitor)).toEqual([false, false, false, false, false, false, false, true]);
    expect(p.rows[5]!.errors[0]!.message).toMatch(/^No relay team is entered in this event at this meet: enter the relay and its legs/);
    expect(p.rows[6]!.errors[0]!.message).toBe(
      'Unknown event "Underwater Hockey": use a name such as 100m, 800 Meters, 110 Hurdles, 4 x 400 Relay, Long Jump or female-100m',
    );
    expect(p.columns).toEqual(['Event', 'Name', 'Gender', 'Team', 'Mark', 'Place']);

    const good = text
      .split('\n')
      .filter((_, i) => i !== 6 && i !== 7)
      .join('\n');
    const ok = await call(t.app, importResults, {
      as: { token: owner.token },
      query: { orgId: org.id, meetId: m.id },
      body: { text: good },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ imported: 5, competitors: 1, createdEvents: 5, skipped: 0 });
    const d = (await call(t.app, getMeet, { as: { token: owner.token }, query: { orgId: org.id, meetId: m.id } })).json<MeetDetail>();
    const relay = d.events.find((e) => e.eventType === 'female-4x400m-relay')!;
    expect(relay.entries.map((x) => [x.relayName, x.legs?.length, x.result?.display])).toEqual([[team.relayName, 4, '4:05.10']]);
  });

  it('401, 400, 404 across organizations, 403 for an invitee', async () => {
    for (const def of [previewResultsImport, importResults] as const) {
      const query = { orgId: org.id, meetId: meet.id };
      expect((await call(t.app, def, { query, body: { text: GOOD } })).statusCode).toBe(401);
      expect((await call(t.app, def, { as: { token: owner.token }, query, body: {} })).json()).toMatchObject({
        statusCode: 400,
        field: 'body.text',
      });
      expect(
        (await call(t.app, def, { as: { token: owner.token }, query, body: { text: 'Event,Mark\n100m,12.00' } })).json(),
      ).toMatchObject({
        statusCode: 400,
        message: 'body.text: Missing columns: First, Last',
      });
      expect((await call(t.app, def, { as: { token: other.owner.token }, query, body: { text: GOOD } })).statusCode).toBe(404);
      const theirMeet = await createMeet(t, other.organization.id, other.owner.token);
      expect(
        (await call(t.app, def, { as: { token: owner.token }, query: { orgId: org.id, meetId: theirMeet.id }, body: { text: GOOD } }))
          .statusCode,
      ).toBe(404);
      expect((await call(t.app, def, { as: { token: invitee.token }, query, body: { text: GOOD } })).statusCode).toBe(403);
    }
  });
});
