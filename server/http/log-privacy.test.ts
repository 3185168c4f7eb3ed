/**
 * What the running app's log holds after real requests (issue 24, item 3): no calendar-feed,
 * reset or invite token from an address, and no name or email from a mail (decision 019).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FILE_DOWNLOAD_PATH } from '@core/api/files';
import { joinOrganization } from '@core/api/members';
import { getOrganizationLink } from '@core/api/organization';
import { getScheduleFeed } from '@core/api/schedule';
import { addMember, createOrganization, createUser } from '../test/factories';
import { call } from '../test/http';
import { TEST_PUBLIC_URL, useTestApp } from '../test/test-app';
import { logSafeUrl } from './log-safe-url';

interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  links: string[];
}

describe('the log of a running app', () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const t = useTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });

  const outbox = (): OutboxMail[] => {
    const folder = path.join(t.dataDir, 'mail');
    if (!existsSync(folder)) return [];
    return readdirSync(folder).map((f) => JSON.parse(readFileSync(path.join(folder, f), 'utf8')) as OutboxMail);
  };
  const waitForMail = async (match: (m: OutboxMail) => boolean): Promise<OutboxMail> => {
    for (let i = 0; i < 200; i++) {
      const found = outbox().find(match);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('no such mail');
  };

  it('holds neither the tokens of the feed, reset and invite addresses nor the names and emails of a mail', async () => {
    const { organization, owner } = await createOrganization(
      t,
      await createUser(t, { profile: { firstName: 'Olive', lastName: 'Owner' } }),
    );
    const orgId = organization.id;
    const athlete = await addMember(t, orgId, 'invitee', await createUser(t, { profile: { firstName: 'Ada', lastName: 'Athlete' } }));

    // the calendar feed, fetched the way a phone does: the token is the address
    const feedUrl = new URL((await call(t.app, getScheduleFeed, { as: athlete, query: { orgId } })).json<{ url: string }>().url);
    const feedToken = /([^/]+)\.ics$/.exec(feedUrl.pathname)![1]!;
    expect((await t.app.inject({ method: 'GET', url: feedUrl.pathname })).statusCode).toBe(200);

    // a parent joins by the invite link: the owner is mailed "Pat Parent joined"
    const invite = new URL((await call(t.app, getOrganizationLink, { as: owner, query: { organizationId: orgId } })).json().link);
    const inviteToken = invite.searchParams.get('token')!;
    const parent = await createUser(t, { profile: { firstName: 'Pat', lastName: 'Parent' } });
    expect((await call(t.app, joinOrganization, { as: parent, query: { orgId }, body: { token: inviteToken } })).statusCode).toBe(200);
    const joinMail = await waitForMail((m) => m.kind === 'join-notice');
    expect(joinMail.subject).toBe(`${organization.name}: Pat Parent joined`);

    // a password reset: the mail's link carries the token in its path, and is followed
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: parent.email, redirectTo: `${TEST_PUBLIC_URL}/auth/confirm` },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const resetLink = new URL((await waitForMail((m) => m.kind === 'password-reset')).links[0]!);
    const resetToken = resetLink.pathname.split('/').at(-1)!;
    expect(resetToken.length).toBeGreaterThanOrEqual(20);
    expect((await t.app.inject({ method: 'GET', url: `${resetLink.pathname}${resetLink.search}` })).statusCode).toBe(302);
    // a download link's token rides in the query
    expect((await t.app.inject({ method: 'GET', url: `${FILE_DOWNLOAD_PATH}?token=${inviteToken}` })).statusCode).toBeGreaterThanOrEqual(
      400,
    );

    const log = lines.join('\n');
    for (const secret of [feedToken, inviteToken, resetToken]) expect(log).not.toContain(secret);
    for (const personal of ['Pat', 'Parent', 'Olive', 'Ada', parent.email, owner.email, athlete.email, joinMail.subject, organization.name])
      expect(log).not.toContain(personal);

    // what the log does say: the requests by their redacted address, and each mail by kind and id
    const entries = lines.map((l) => JSON.parse(l) as { msg: string; req?: { url: string }; mail?: { kind: string; id: string } });
    const urls = entries.flatMap((e) => (e.req ? [e.req.url] : []));
    expect(urls).toContain('/api/schedule/ics/[redacted]');
    expect(urls).toContain('/api/auth/reset-password/[redacted]?callbackURL=…');
    expect(urls).toContain(`${FILE_DOWNLOAD_PATH}?token=…`);
    const mails = entries.flatMap((e) => (e.mail ? [e.mail] : []));
    expect(mails).toEqual(
      expect.arrayContaining([
        { kind: 'join-notice', id: expect.any(String) },
        { kind: 'password-reset', id: expect.any(String) },
      ]),
    );
  });
});

describe('logSafeUrl', () => {
  it('drops every query value and redacts token-bearing path segments, keeping the rest of the address', () => {
    expect(logSafeUrl('/api/meets/get?orgId=0b3c&search=Zoë')).toBe('/api/meets/get?orgId=…&search=…');
    expect(logSafeUrl('/api/schedule/ics/short.ics')).toBe('/api/schedule/ics/[redacted]');
    expect(logSafeUrl('/api/auth/reset-password/abc?callbackURL=x')).toBe('/api/auth/reset-password/[redacted]?callbackURL=…');
    // a token in a path nobody listed is still recognised by its shape
    expect(logSafeUrl('/onboard/invite/Zx9_k2LmQ0pR7sT1uV3wY5aB8cD')).toBe('/onboard/invite/[redacted]');
    // ids, route names and the built files' hashed names stay readable
    expect(logSafeUrl('/api/files/public/4f6c2b9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f')).toBe(
      '/api/files/public/4f6c2b9e-1d3a-4c5b-9e8f-0a1b2c3d4e5f',
    );
    expect(logSafeUrl('/api/meet/event/entry/combined-mark/post')).toBe('/api/meet/event/entry/combined-mark/post');
    expect(logSafeUrl('/assets/performance-page-Bq1x2y3z.js')).toBe('/assets/performance-page-Bq1x2y3z.js');
  });
});
