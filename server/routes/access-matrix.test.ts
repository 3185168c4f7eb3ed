import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { getDownloadUrl, getFiles, type FileMetadata } from '@core/api/files';
import { deleteMessage, getChannels, postChannel, postDirectChannel, postMessage, type Channel, type Message } from '@core/api/messaging';
import { addMember, createOrganization, type TestUser } from '../test/factories';
import { call } from '../test/http';
import { useTestApp } from '../test/test-app';
import { postMultipart } from './files/testing/uploads';

/**
 * Every registered /api route, read from the app's own OpenAPI document (not listed by hand):
 * without a token each answers 401 (the public ones below: never a 5xx); with the token of a member of
 * another team, aimed at this team's ids, each answers 404 or 403. Never 2xx, never 5xx.
 */
const PUBLIC = [
  /^GET \/api\/sport-events\/get$/,
  // liveness and readiness, for load balancers
  /^GET \/api\/(health|ready)$/,
  // the team an invite link leads to: the link's token is the secret (the sign-up page names the team)
  /^GET \/api\/organization\/invite\/get$/,
  // what a personal invite offers: its single-use token is the secret (decision 057)
  /^GET \/api\/invites\/offer\/get$/,
  /^(GET|POST) \/api\/auth\//,
  /^GET \/api\/docs/,
  // CORS preflight of the resumable upload protocol
  /^OPTIONS /,
  // signed download links and public files carry their own token; the image endpoint serves only our files
  /^GET \/api\/files\/download$/,
  /^GET \/api\/files\/public\//,
  /^GET \/api\/images\/get$/,
  // a member's calendar feed: the secret token is in the address (calendar apps send no bearer token)
  /^GET \/api\/schedule\/ics\//,
];

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  default?: unknown;
};

interface Ids {
  orgId: string;
  userId: string;
}

/** A valid value for a schema, with ids pointing at the victim team. */
const sample = (name: string, s: JsonSchema | undefined, ids: Ids): unknown => {
  if (!s) return 'sample';
  if (s.anyOf?.length) return sample(name, s.anyOf.find((x) => x.type !== 'null') ?? s.anyOf[0], ids);
  if (s.enum?.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  if (type === 'string') {
    if (s.format === 'uuid' || /id$/i.test(name)) return /^org|organization/i.test(name) ? ids.orgId : ids.userId;
    if (s.format === 'date') return '2001-02-03';
    if (s.format === 'date-time') return '2001-02-03T04:05:06Z';
    if (s.format === 'email') return 'someone@example.test';
    // a wall-clock time of the schedule (YYYY-MM-DDTHH:mm), a time of day, a bib or a code: the first sample the pattern takes
    if (s.pattern) {
      const fits = ['2001-02-03T04:05', '12:30', '123', 'ABC'].find((v) => new RegExp(s.pattern!).test(v));
      if (fits) return fits;
    }
    return 'S'.repeat(Math.max(s.minLength ?? 0, 16));
  }
  if (type === 'integer' || type === 'number') return Math.max(s.minimum ?? 1, 1);
  if (type === 'boolean') return true;
  if (type === 'array') return Array.from({ length: s.minItems ?? 0 }, () => sample(name, s.items, ids));
  if (type === 'object' || s.properties) {
    return Object.fromEntries((s.required ?? []).map((k) => [k, sample(k, s.properties?.[k], ids)]));
  }
  return 'sample';
};

interface Operation {
  method: string;
  path: string;
  secured: boolean;
  parameters: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  body?: JsonSchema;
}

const operations = (app: FastifyInstance): Operation[] => {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Record<string, unknown>>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      secured: Array.isArray(op.security) && op.security.length > 0,
      parameters: (op.parameters as Operation['parameters']) ?? [],
      body: (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.['application/json']?.schema,
    })),
  );
};

const targetsAnotherTeam = (op: Operation) => op.parameters.some((p) => p.in === 'query' && /^(orgId|organizationId|userId)$/.test(p.name));

describe('access matrix over every /api route', () => {
  const t = useTestApp();

  it('reads a non-trivial route list from the app', () => {
    const ops = operations(t.app).filter((o) => o.path.startsWith('/api/'));
    expect(ops.length).toBeGreaterThanOrEqual(17);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toContain('GET /api/organization/members/member/get');
  });

  it('401 without a token on every non-public route; never 2xx or 5xx', async () => {
    const failures: string[] = [];
    for (const op of operations(t.app)) {
      const name = `${op.method} ${op.path}`;
      if (!op.path.startsWith('/api/')) continue;
      const res = await t.app.inject({ method: op.method as 'GET', url: op.path, payload: op.body ? {} : undefined });
      if (PUBLIC.some((p) => p.test(name))) {
        if (res.statusCode >= 500) failures.push(`${name} (public) -> ${res.statusCode}`);
        continue;
      }
      if (res.statusCode !== 401) failures.push(`${name} -> ${res.statusCode}`);
      const tampered = await t.app.inject({ method: op.method as 'GET', url: op.path, headers: { authorization: 'Bearer abc.def.ghi' } });
      if (tampered.statusCode !== 401) failures.push(`${name} (garbage token) -> ${tampered.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it("404 or 403 for a member of another team aimed at this team's ids; never 2xx or 5xx", async () => {
    const { organization } = await createOrganization(t);
    const victim = await addMember(t, organization.id, 'coach');
    const { owner: outsider } = await createOrganization(t);
    const ids = { orgId: organization.id, userId: victim.user!.id };
    const failures: string[] = [];
    const checked: string[] = [];
    for (const op of operations(t.app)) {
      const name = `${op.method} ${op.path}`;
      if (!op.path.startsWith('/api/') || !op.secured || !targetsAnotherTeam(op)) continue;
      const query = Object.fromEntries(
        op.parameters
          .filter((p) => p.in === 'query' && (p.required || /id$/i.test(p.name)))
          .map((p) => [p.name, String(sample(p.name, p.schema, ids))]),
      );
      const res = await t.app.inject({
        method: op.method as 'GET',
        url: op.path,
        query,
        headers: { authorization: `Bearer ${(outsider as TestUser).token}` },
        payload: op.body ? (sample('body', op.body, ids) as object) : undefined,
      });
      checked.push(name);
      if (res.statusCode !== 404 && res.statusCode !== 403)
        failures.push(`${name} ${JSON.stringify(query)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    expect(checked.length).toBeGreaterThanOrEqual(12);
  });

  it('message attachments: each member lists and downloads those of the conversations they read, nobody once the message is deleted', async () => {
    const { organization, owner } = await createOrganization(t);
    const orgId = organization.id;
    const admin = await addMember(t, orgId, 'admin');
    const coach = await addMember(t, orgId, 'coach');
    const athlete = await addMember(t, orgId, 'invitee');
    const teammate = await addMember(t, orgId, 'invitee');
    const parent = await addMember(t, orgId, 'invitee');
    const members = { owner, admin, coach, athlete, teammate, parent };
    type Who = keyof typeof members;
    const ids = (who: Who[]) => who.map((w) => members[w].user!.id);
    const ok = async (res: Awaited<ReturnType<typeof call>>) => {
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    const direct = async (by: Who, withWhom: Who[]) =>
      (
        await ok(await call(t.app, postDirectChannel, { as: members[by], query: { orgId }, body: { userIds: ids(withWhom) } }))
      ).json<Channel>().id;

    const announcements = (await ok(await call(t.app, getChannels, { as: coach, query: { orgId } })))
      .json<{ items: Channel[] }>()
      .items.find((c) => c.kind === 'announcements')!.id;
    const group = (
      await ok(await call(t.app, postChannel, { as: coach, query: { orgId }, body: { name: 'Sprints', memberUserIds: ids(['athlete']) } }))
    ).json<Channel>().id;
    // who reads each conversation, written out: the announcements everyone; a group channel its
    // members and the staff (owner, admin, coach); a direct conversation its members only
    const conversations: { name: string; channelId: string; author: Who; readers: Who[] }[] = [
      {
        name: 'announcements',
        channelId: announcements,
        author: 'coach',
        readers: ['owner', 'admin', 'coach', 'athlete', 'teammate', 'parent'],
      },
      { name: 'group', channelId: group, author: 'athlete', readers: ['owner', 'admin', 'coach', 'athlete'] },
      { name: 'dm-invitees', channelId: await direct('athlete', ['parent']), author: 'parent', readers: ['athlete', 'parent'] },
      {
        name: 'dm-two-adults',
        channelId: await direct('coach', ['admin', 'teammate']),
        author: 'teammate',
        readers: ['coach', 'admin', 'teammate'],
      },
      { name: 'dm-staff', channelId: await direct('owner', ['admin']), author: 'admin', readers: ['owner', 'admin'] },
    ];
    const posted = [];
    for (const c of conversations) {
      const upload = await postMultipart(t.app, members[c.author].token, {
        orgId,
        purpose: 'attachment',
        name: `${c.name}.txt`,
        data: Buffer.from(c.name),
      });
      const file = (await ok(upload)).json<FileMetadata>();
      const message = (
        await ok(
          await call(t.app, postMessage, {
            as: members[c.author],
            query: { orgId, channelId: c.channelId },
            body: { text: c.name, attachmentIds: [file.id] },
          }),
        )
      ).json<Message>();
      posted.push({ ...c, file, message });
    }

    const failures: string[] = [];
    const links = new Map<string, string>();
    for (const [who, as] of Object.entries(members) as [Who, TestUser][]) {
      const listed = (await ok(await call(t.app, getFiles, { as, query: { orgId, limit: 200 } }))).json<{ items: FileMetadata[] }>().items;
      for (const p of posted) {
        const reads = p.readers.includes(who);
        const link = await call(t.app, getDownloadUrl, { as, query: { orgId, fileId: p.file.id } });
        const bytes = link.statusCode === 200 ? await t.app.inject({ method: 'GET', url: link.json<{ path: string }>().path }) : null;
        const seen = { listed: listed.some((f) => f.id === p.file.id), link: link.statusCode, bytes: bytes?.statusCode ?? null };
        const expected = reads ? { listed: true, link: 200, bytes: 200 } : { listed: false, link: 404, bytes: null };
        if (JSON.stringify(seen) !== JSON.stringify(expected)) failures.push(`${who} ${p.name}: ${JSON.stringify(seen)}`);
        if (reads && bytes?.rawPayload.toString() !== p.name) failures.push(`${who} ${p.name}: other bytes`);
        if (bytes) links.set(`${who} ${p.name}`, link.json<{ path: string }>().path);
      }
    }
    expect(failures).toEqual([]);
    expect(links.size).toBe(posted.reduce((n, p) => n + p.readers.length, 0));

    for (const p of posted)
      await ok(await call(t.app, deleteMessage, { as: members[p.author], query: { orgId, messageId: p.message.id } }));
    for (const [who, as] of Object.entries(members) as [Who, TestUser][]) {
      const listed = (await ok(await call(t.app, getFiles, { as, query: { orgId, limit: 200 } }))).json<{ items: FileMetadata[] }>().items;
      for (const p of posted) {
        if (listed.some((f) => f.id === p.file.id)) failures.push(`${who} ${p.name}: listed after delete`);
        const link = await call(t.app, getDownloadUrl, { as, query: { orgId, fileId: p.file.id } });
        if (link.statusCode !== 404) failures.push(`${who} ${p.name}: link ${link.statusCode} after delete`);
      }
    }
    for (const [key, path] of links) {
      const late = await t.app.inject({ method: 'GET', url: path });
      if (late.statusCode !== 404) failures.push(`${key}: an earlier link -> ${late.statusCode} after delete`);
    }
    expect(failures).toEqual([]);
  });
});
