import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { organizations, users } from '../db/schema';
import { useTestApp } from '../test/test-app';
import { installErrorHandler } from './error-handler';
import { appLoggerOptions } from './log-safe-error';

const failure = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    await run();
  } catch (e) {
    return e;
  }
  throw new Error('expected the query to fail');
};

/** The error log of a failed query carried its SQL parameters (invite token, emails): no more. */
describe('errors are logged without secrets or personal data', () => {
  const t = useTestApp();

  it('a failed query logs its code and SQL text, never its parameters or the row detail', async () => {
    const secretToken = 'invite-token-f00dfeedcafe';
    const email = 'private.person@example.test';
    const nulInsert = await failure(() =>
      t.db
        .insert(organizations)
        .values({ name: 'A\u0000B', kind: 'club', primaryColor: '#123456', units: 'metric', timezone: 'UTC', inviteToken: secretToken }),
    );
    await t.db.insert(users).values({ uid: 'uid-taken-by-someone', email: 'first@example.test', firstName: 'Ann', lastName: 'Lee' });
    const duplicate = await failure(() =>
      t.db.insert(users).values({ uid: 'uid-taken-by-someone', email, firstName: 'Zed', lastName: 'Quill' }),
    );

    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: appLoggerOptions('info', stream) });
    installErrorHandler(app as unknown as FastifyInstance);
    app.get('/nul', async () => Promise.reject(nulInsert));
    app.get('/duplicate', async () => Promise.reject(duplicate));
    expect((await app.inject('/nul')).statusCode).toBe(500);
    expect((await app.inject('/duplicate')).statusCode).toBe(500);
    expect((await app.inject(`/nul?token=${secretToken}&search=Quill`)).statusCode).toBe(500);
    await app.close();

    const errors = lines.map((l) => JSON.parse(l) as { msg: string; err?: Record<string, unknown> }).filter((l) => l.err);
    expect(errors).toHaveLength(3);
    expect(lines.some((l) => l.includes('"url":"/nul?token=…&search=…"'))).toBe(true);
    const log = lines.join('');
    for (const secret of [secretToken, email, 'Zed', 'Quill', 'uid-taken-by-someone']) expect(log).not.toContain(secret);
    expect(errors[0]!.err).toMatchObject({ message: 'Failed query', cause: { code: '22021' } });
    expect(String(errors[0]!.err!.query)).toMatch(/insert into "organizations"/);
    expect(errors[1]!.err).toMatchObject({ cause: { code: '23505', constraint: 'users_uid_unique' } });
  });
});
