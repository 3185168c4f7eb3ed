import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChannels, postMessage, type Channel, type Message } from '@core/api/messaging';
import type { Organization } from '@core/api/organizations';
import { addMember, createOrganization, type TestUser } from '../../test/factories';
import { call } from '../../test/http';
import { connectAs, type SocketClient } from '../../test/messaging-socket';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { freePort } from '../../test/ports';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Two server processes on one database (decision 023): this test's own app (process 1) and
 * `server/serve.ts` started as a child process (process 2), sharing nothing but PostgreSQL and the
 * auth secret. A message posted through either reaches a socket connected to the other.
 */
describe('messaging fan-out across server processes', () => {
  const t = useTestApp();
  let child: ChildProcess | undefined;
  let childData: string;
  let first: string;
  let second: string;
  let org: Organization;
  let coach: TestUser;
  let athlete: TestUser;
  let announcements: Channel;
  const sockets: SocketClient[] = [];

  beforeAll(async () => {
    first = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = await freePort();
    second = `http://127.0.0.1:${port}`;
    childData = mkdtempSync(path.join(tmpdir(), 'splits-fanout-'));
    const output: string[] = [];
    child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'serve.ts')], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: TEST_PUBLIC_URL,
        DATA_DIR: childData,
        DATABASE_URL: t.config.databaseUrl!,
        AUTH_SECRET: t.config.auth.secret,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the second server exited: ${output.join('')}`);
      try {
        if ((await fetch(`${second}/api/sport-events/get`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the second server did not start: ${output.join('')}`);
      await new Promise((r) => setTimeout(r, 250));
    }

    ({ organization: org } = await createOrganization(t));
    coach = await addMember(t, org.id, 'coach');
    athlete = await addMember(t, org.id, 'invitee');
    announcements = (await call(t.app, getChannels, { as: coach, query: { orgId: org.id } })).json<{ items: Channel[] }>().items[0]!;
  }, 120_000);

  afterAll(async () => {
    for (const s of sockets) s.close();
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(childData, { recursive: true, force: true });
  });

  const postThrough = async (base: string, as: TestUser, text: string): Promise<Message> => {
    const url = new URL(`${base}${postMessage.path}`);
    url.searchParams.set('orgId', org.id);
    url.searchParams.set('channelId', announcements.id);
    const res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${as.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Message;
  };

  it('a message posted to one process reaches the sockets of both, once each', async () => {
    const onFirst = await connectAs(first, TEST_PUBLIC_URL, athlete.token, org.id);
    const onSecond = await connectAs(second, TEST_PUBLIC_URL, athlete.token, org.id);
    sockets.push(onFirst, onSecond);

    const viaSecond = await postThrough(second, coach, 'posted through process 2');
    expect(await onFirst.waitForMessage(viaSecond.id)).toEqual(viaSecond);
    expect(await onSecond.waitForMessage(viaSecond.id)).toEqual(viaSecond);

    const viaFirst = await postThrough(first, coach, 'posted through process 1');
    expect(await onSecond.waitForMessage(viaFirst.id)).toEqual(viaFirst);
    await onFirst.waitForMessage(viaFirst.id);

    for (const socket of [onFirst, onSecond]) expect(socket.messages.map((m) => m.id)).toEqual([viaSecond.id, viaFirst.id]);
  });
});
