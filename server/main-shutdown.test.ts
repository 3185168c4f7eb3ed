import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getChannels, postMessage, SOCKET_CLOSE, type Channel, type Message } from '@core/api/messaging';
import { addMember, createOrganization } from './test/factories';
import { call } from './test/http';
import { connectAs, openSocket } from './test/messaging-socket';
import { startServerChild, type ServerChild } from './test/server-child';
import { TEST_PUBLIC_URL, useTestApp } from './test/test-app';

/** Sends a request's headers and the first half of its body now; `finish` sends the rest and resolves with the answer. */
const startRequest = (url: URL, headers: Record<string, string>, body: string) => {
  const bytes = Buffer.from(body);
  const request = http.request(url, { method: 'POST', headers: { ...headers, 'content-length': String(bytes.length) } });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
  });
  request.flushHeaders();
  request.write(bytes.subarray(0, 5));
  return {
    finish: () => {
      request.end(bytes.subarray(5));
      return answered;
    },
  };
};

/** The real server process (server/serve.ts) stopped by SIGTERM, as a platform stops one of several. */
describe('stopping on SIGTERM', () => {
  const t = useTestApp();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'splits-shutdown-'));
  let server: ServerChild | undefined;

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('closes WebSockets with 1001, finishes the request in flight and exits promptly', async () => {
    const { organization: org, owner } = await createOrganization(t);
    const athlete = await addMember(t, org.id, 'invitee');
    const channels = await call(t.app, getChannels, { as: owner, query: { orgId: org.id } });
    const announcements = channels.json<{ items: Channel[] }>().items[0]!;

    server = await startServerChild(t, dataDir);
    const signedIn = await connectAs(server.base, TEST_PUBLIC_URL, athlete.token, org.id);
    const notYet = await openSocket(server.base, TEST_PUBLIC_URL); // open, not signed in yet
    const url = new URL(`${server.base}${postMessage.path}`);
    url.searchParams.set('orgId', org.id);
    url.searchParams.set('channelId', announcements.id);
    const inFlight = startRequest(
      url,
      { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      JSON.stringify({ text: 'sent while the server stops' }),
    );
    await new Promise((r) => setTimeout(r, 300)); // the server has the request's headers

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const [first, second] = await Promise.all([signedIn.closed, notYet.closed]);
    expect(first.code).toBe(SOCKET_CLOSE.serverStopping);
    expect(second.code).toBe(1001);

    const answer = await inFlight.finish();
    expect(answer.status, answer.body).toBe(200);
    expect((JSON.parse(answer.body) as Message).text).toBe('sent while the server stops');

    expect(await server.exited, server.output()).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
  });
});
