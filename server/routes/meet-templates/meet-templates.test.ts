import { beforeAll, describe, expect, it } from 'vitest';
import { patchAthlete, type Athlete } from '@core/api/athletes';
import { deleteMeetTemplate, getMeetTemplates, patchMeetTemplate, postMeetTemplate, type MeetTemplate } from '@core/api/meet-templates';
import { getMeet, getMeets, postMeet, postMeetEventsTemplate, type Meet, type MeetDetail } from '@core/api/meets';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { addMeetEvent, createAthlete, createMeet, enterAthletes, enterRelay, saveResult } from '../../test/domain-factories';
import { call } from '../../test/http';
import { useTestApp } from '../../test/test-app';

describe('meet templates: save a meet, start meets from it, rename, delete', () => {
  const t = useTestApp();
  let org: Organization;
  let owner: TestUser;
  let coach: TestUser;
  let invitee: TestUser;
  let other: { organization: Organization; owner: TestUser };
  let girls: Athlete[];
  let source: Meet;

  beforeAll(async () => {
    ({ organization: org, owner } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
    invitee = await addMember(t, org.id, 'invitee');
    other = await createOrganization(t);
    girls = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createAthlete(t, org.id, owner.token, { firstName: `T${i}`, lastName: 'Girl', gender: 'female' }),
      ),
    );
    source = await createMeet(t, org.id, owner.token, { name: 'League Dual' });
    const hundred = await addMeetEvent(t, org.id, owner.token, source.id, 'female-100m');
    await addMeetEvent(t, org.id, owner.token, source.id, 'male-shot-put');
    const relay = await addMeetEvent(t, org.id, owner.token, source.id, 'female-4x100m-relay');
    await addMeetEvent(t, org.id, owner.token, source.id, 'female-100m', 'prelim');
    const [first] = await enterAthletes(t, org.id, owner.token, hundred.id, [girls[0]!.id, girls[1]!.id, girls[5]!.id]);
    await saveResult(t, org.id, owner.token, first!.id, { mark: '12.61' });
    await enterRelay(
      t,
      org.id,
      owner.token,
      relay.id,
      girls.slice(0, 4).map((g) => g.id),
      [girls[4]!.id, girls[5]!.id],
    );
  });

  const as = (u: TestUser = coach) => ({ token: u.token });
  const save = (name: string, entries = false) =>
    call(t.app, postMeetTemplate, { as: as(), query: { orgId: org.id }, body: { meetId: source.id, name, entries } });
  const detail = async (meetId: string) => (await call(t.app, getMeet, { as: as(), query: { orgId: org.id, meetId } })).json<MeetDetail>();

  it('saves the events in order (and the entries if asked, never results), lists by name, refuses a taken name', async () => {
    const bare = await save('Dual meet');
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json<MeetTemplate>()).toMatchObject({
      name: 'Dual meet',
      entryCount: 0,
      events: [
        { eventType: 'female-100m', round: 'final', entryCount: 0 },
        { eventType: 'male-shot-put', round: 'final', entryCount: 0 },
        { eventType: 'female-4x100m-relay', round: 'final', entryCount: 0 },
        { eventType: 'female-100m', round: 'prelim', entryCount: 0 },
      ],
    });
    const full = await save('a dual with entries', true);
    expect(full.json<MeetTemplate>().events.map((e) => e.entryCount)).toEqual([3, 0, 1, 0]);
    expect(full.json<MeetTemplate>().entryCount).toBe(4);
    const taken = await save('DUAL MEET');
    expect(taken.statusCode).toBe(409);
    const list = await call(t.app, getMeetTemplates, { as: as(), query: { orgId: org.id } });
    expect(list.json<{ items: MeetTemplate[] }>().items.map((i) => i.name)).toEqual(['a dual with entries', 'Dual meet']);
  });

  it('creates a meet from a template in one call: events, and entries of athletes still on the active roster', async () => {
    const withEntries = (await save('Dual, with entries', true)).json<MeetTemplate>();
    // T5 leaves the team: her 100m entry goes, and she leaves the relay's alternates
    await call(t.app, patchAthlete, { as: as(), query: { orgId: org.id, athleteId: girls[5]!.id }, body: { status: 'inactive' } });
    const res = await call(t.app, postMeet, {
      as: as(),
      query: { orgId: org.id },
      body: {
        name: 'League Dual 2026',
        startDate: '2026-04-11',
        season: 'outdoor',
        fromTemplate: { templateId: withEntries.id, entries: true },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Meet>().eventCount).toBe(4);
    const d = await detail(res.json<Meet>().id);
    expect(d.events.map((e) => [e.eventType, e.round, e.position])).toEqual([
      ['female-100m', 'final', 0],
      ['male-shot-put', 'final', 1],
      ['female-4x100m-relay', 'final', 2],
      ['female-100m', 'prelim', 3],
    ]);
    expect(d.events[0]!.entries.map((e) => e.athlete!.firstName).sort()).toEqual(['T0', 'T1']);
    expect(d.events[0]!.entries.every((e) => e.result === null)).toBe(true);
    expect(d.events[2]!.entries[0]!.legs!.map((l) => [l.position, l.alternate, l.firstName])).toEqual([
      [1, false, 'T0'],
      [2, false, 'T1'],
      [3, false, 'T2'],
      [4, false, 'T3'],
      [5, true, 'T4'],
    ]);
    await call(t.app, patchAthlete, { as: as(), query: { orgId: org.id, athleteId: girls[5]!.id }, body: { status: 'active' } });

    // the events only, though the template keeps entries
    const eventsOnly = await call(t.app, postMeet, {
      as: as(),
      query: { orgId: org.id },
      body: { name: 'Another dual', startDate: '2026-04-18', season: 'outdoor', fromTemplate: { templateId: withEntries.id } },
    });
    expect((await detail(eventsOnly.json<Meet>().id)).events.every((e) => e.entries.length === 0)).toBe(true);

    // an unknown (or another team's) template: 404, and no meet is made
    const theirs = await createMeet(t, other.organization.id, other.owner.token);
    const theirTemplate = await call(t.app, postMeetTemplate, {
      as: as(other.owner),
      query: { orgId: other.organization.id },
      body: { meetId: theirs.id, name: 'Theirs' },
    });
    const missing = await call(t.app, postMeet, {
      as: as(),
      query: { orgId: org.id },
      body: {
        name: 'Ghost meet',
        startDate: '2026-04-25',
        season: 'outdoor',
        fromTemplate: { templateId: theirTemplate.json<MeetTemplate>().id },
      },
    });
    expect(missing.statusCode).toBe(404);
    const ghosts = await call(t.app, getMeets, { as: as(), query: { orgId: org.id, search: 'Ghost' } });
    expect(ghosts.json<{ total: number }>().total).toBe(0);
  });

  it('adds a template to an existing meet, skipping the events already there', async () => {
    const template = (await save('Sprints only')).json<MeetTemplate>();
    const meet = await createMeet(t, org.id, owner.token);
    await addMeetEvent(t, org.id, owner.token, meet.id, 'male-shot-put');
    const res = await call(t.app, postMeetEventsTemplate, {
      as: as(),
      query: { orgId: org.id, meetId: meet.id },
      body: { templateId: template.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ events: 3, entries: 0 });
    expect((await detail(meet.id)).events.map((e) => e.eventType)).toEqual([
      'male-shot-put',
      'female-100m',
      'female-4x100m-relay',
      'female-100m',
    ]);
  });

  it('renames (a taken name answers 409) and deletes; meets made from it stay', async () => {
    const template = (await save('Old name')).json<MeetTemplate>();
    await save('Taken name');
    const renamed = await call(t.app, patchMeetTemplate, {
      as: as(),
      query: { orgId: org.id, templateId: template.id },
      body: { name: '  New name ' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<MeetTemplate>()).toMatchObject({ id: template.id, name: 'New name', events: template.events });
    const clash = await call(t.app, patchMeetTemplate, {
      as: as(),
      query: { orgId: org.id, templateId: template.id },
      body: { name: 'taken name' },
    });
    expect(clash.statusCode).toBe(409);
    const gone = await call(t.app, deleteMeetTemplate, { as: as(), query: { orgId: org.id, templateId: template.id } });
    expect(gone.statusCode).toBe(200);
    expect((await call(t.app, deleteMeetTemplate, { as: as(), query: { orgId: org.id, templateId: template.id } })).statusCode).toBe(404);
  });

  it('400 for bad input', async () => {
    const template = (await save('For bad input')).json<MeetTemplate>();
    const q = { orgId: org.id };
    expect((await call(t.app, postMeetTemplate, { as: as(), query: q, body: { meetId: source.id, name: 'x' } })).statusCode).toBe(400);
    expect((await call(t.app, postMeetTemplate, { as: as(), query: q, body: { meetId: 'nope', name: 'Fine name' } })).statusCode).toBe(400);
    expect(
      (await call(t.app, patchMeetTemplate, { as: as(), query: { ...q, templateId: template.id }, body: { name: '' } })).statusCode,
    ).toBe(400);
    expect((await call(t.app, deleteMeetTemplate, { as: as(), query: { ...q, templateId: 'nope' } })).statusCode).toBe(400);
    expect((await call(t.app, getMeetTemplates, { as: as(), query: { orgId: 'nope' } })).statusCode).toBe(400);
    const meet = await createMeet(t, org.id, owner.token);
    expect(
      (await call(t.app, postMeetEventsTemplate, { as: as(), query: { ...q, meetId: meet.id }, body: { templateId: 'nope' } })).statusCode,
    ).toBe(400);
  });

  it('401 without a token, 404 for another team (its template or meet), 403 for an invitee, 200 for a coach', async () => {
    const template = (await save('Access')).json<MeetTemplate>();
    const meet = await createMeet(t, org.id, owner.token);
    const theirMeet = await createMeet(t, other.organization.id, other.owner.token);
    const theirTemplate = (
      await call(t.app, postMeetTemplate, {
        as: as(other.owner),
        query: { orgId: other.organization.id },
        body: { meetId: theirMeet.id, name: 'Their template' },
      })
    ).json<MeetTemplate>();
    const q = { orgId: org.id };
    const calls = [
      [getMeetTemplates, q, undefined, null],
      [postMeetTemplate, q, { meetId: source.id, name: 'Access copy' }, { meetId: theirMeet.id, name: 'Access copy 2' }],
      [patchMeetTemplate, { ...q, templateId: template.id }, { name: 'Access renamed' }, null],
      [postMeetEventsTemplate, { ...q, meetId: meet.id }, { templateId: template.id }, { templateId: theirTemplate.id }],
      [deleteMeetTemplate, { ...q, templateId: template.id }, undefined, null],
    ] as const;
    for (const [def, query, body, theirBody] of calls) {
      const input = { query, body } as never;
      expect((await call(t.app, def, input)).statusCode, def.path).toBe(401);
      expect((await call(t.app, def, { ...(input as object), as: as(other.owner) } as never)).statusCode, def.path).toBe(404);
      expect((await call(t.app, def, { ...(input as object), as: as(invitee) } as never)).statusCode, def.path).toBe(403);
      if (theirBody)
        expect((await call(t.app, def, { query, body: theirBody, as: as() } as never)).statusCode, `${def.path} theirs`).toBe(404);
      if ('templateId' in query) {
        const theirs = { ...query, templateId: theirTemplate.id };
        expect((await call(t.app, def, { query: theirs, body, as: as() } as never)).statusCode, `${def.path} their template`).toBe(404);
      }
      expect((await call(t.app, def, { ...(input as object), as: as() } as never)).statusCode, def.path).toBe(200);
    }
  });
});
