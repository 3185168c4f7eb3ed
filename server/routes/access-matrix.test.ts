import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { addMember, createOrganization, type TestUser } from '../test/factories';
import { useTestApp } from '../test/test-app';

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
    // a wall-clock time of the schedule (YYYY-MM-DDTHH:mm)
    if (s.pattern?.includes('T')) return '2001-02-03T04:05';
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
});
