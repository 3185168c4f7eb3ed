// Messaging fan-out (issue 12, quality.md): 1,000 WebSocket clients of one team, 10 messages/s for
// 10 s; p99 delivery latency and messages lost, next to a raw `ws` rebroadcast measured in the same run.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { MESSAGING_SOCKET_PATH } from '@core/api/messaging';
import { freePort, startChild } from './child-server';
import type { BenchContext, BenchRow } from './context';
import type { LoadResult } from './load';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLIENTS = Number(process.env.BENCH_WS_CLIENTS ?? 1000);
const RATE = Number(process.env.BENCH_WS_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_WS_SECONDS ?? 10);
const DRAIN_MS = 5_000;

const p99 = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!;
};

/** Opens `count` sockets (`setup` runs on each once open), a few dozen at a time. */
const openAll = async (
  url: string,
  count: number,
  origin: string,
  onText: (text: string) => void,
  setup?: (ws: WebSocket) => Promise<void>,
): Promise<WebSocket[]> => {
  const sockets: WebSocket[] = [];
  const one = () =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(url, { origin });
      ws.once('error', reject);
      ws.on('message', (data: Buffer) => onText(data.toString('utf8')));
      ws.once('open', () => (setup ? setup(ws).then(() => resolve(ws), reject) : resolve(ws)));
    });
  for (let i = 0; i < count; i += 50) sockets.push(...(await Promise.all(Array.from({ length: Math.min(50, count - i) }, one))));
  return sockets;
};

/** Sends RATE messages per second for SECONDS with `send(i)`; `received` maps a message number to its arrival times. */
const drive = async (
  send: (i: number) => Promise<void>,
  sentAt: Map<number, number>,
  received: () => number,
  expectedPerMessage: number,
): Promise<LoadResult & { lost: number }> => {
  const total = RATE * SECONDS;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    sentAt.set(i, performance.now());
    inFlight.push(send(i));
  }
  await Promise.all(inFlight);
  const deadline = performance.now() + DRAIN_MS;
  while (received() < total * expectedPerMessage && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  return { rps: 0, p99: 0, errors: 0, non2xx: 0, lost: total * expectedPerMessage - received() };
};

const measure = async (
  connect: (onText: (text: string) => void) => Promise<WebSocket[]>,
  numberOf: (text: string) => number | null,
  send: (i: number) => Promise<void>,
): Promise<LoadResult> => {
  const sentAt = new Map<number, number>();
  const latencies: number[] = [];
  const onText = (text: string) => {
    const n = numberOf(text);
    if (n === null) return;
    const at = sentAt.get(n);
    if (at !== undefined) latencies.push(performance.now() - at);
  };
  const sockets = await connect(onText);
  try {
    const started = performance.now();
    const out = await drive(send, sentAt, () => latencies.length, sockets.length);
    const seconds = (performance.now() - started) / 1000;
    return { rps: latencies.length / seconds, p99: p99(latencies), errors: out.lost, non2xx: 0 };
  } finally {
    for (const ws of sockets) ws.terminate();
  }
};

export const benchMessaging = async (ctx: BenchContext): Promise<BenchRow[]> => {
  const port = await freePort();
  const baseline = await startChild(
    path.join(here, 'ws-baseline-server.ts'),
    { WS_BASELINE_PORT: String(port) },
    `http://127.0.0.1:${port}/`,
  );
  let raw: LoadResult;
  try {
    const sender: { ws?: WebSocket } = {};
    raw = await measure(
      async (onText) => {
        const listeners = await openAll(`ws://127.0.0.1:${port}/listen`, CLIENTS, ctx.baseURL, onText);
        [sender.ws] = await openAll(`ws://127.0.0.1:${port}/send`, 1, ctx.baseURL, () => undefined);
        return listeners;
      },
      (text) => {
        const m = /^bench (\d+)$/.exec(text);
        return m ? Number(m[1]) : null;
      },
      async (i) => void sender.ws!.send(`bench ${i}`),
    );
    sender.ws?.terminate();
  } finally {
    await baseline.stop();
  }

  const auth = { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json' };
  const channels = (await (
    await fetch(`${ctx.baseURL}/api/messaging/channels/get?orgId=${ctx.orgId}`, { headers: { authorization: auth.authorization } })
  ).json()) as {
    items: { id: string; kind: string }[];
  };
  const announcements = channels.items.find((c) => c.kind === 'announcements')!.id;
  const socketUrl = `${ctx.baseURL.replace(/^http/, 'ws')}${MESSAGING_SOCKET_PATH}`;
  let failedPosts = 0;
  const app = await measure(
    (onText) =>
      openAll(socketUrl, CLIENTS, ctx.baseURL, onText, (ws) => {
        ws.send(JSON.stringify({ type: 'auth', token: ctx.token, orgId: ctx.orgId }));
        return new Promise((resolve) => {
          const ready = (data: Buffer) => {
            if (data.toString('utf8').includes('"type":"ready"')) {
              ws.off('message', ready);
              resolve();
            }
          };
          ws.on('message', ready);
        });
      }),
    (text) => {
      const m = /"text":"bench (\d+)"/.exec(text);
      return m ? Number(m[1]) : null;
    },
    async (i) => {
      const res = await fetch(`${ctx.baseURL}/api/messaging/messages/post?orgId=${ctx.orgId}&channelId=${announcements}`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ text: `bench ${i}` }),
      });
      if (!res.ok) failedPosts += 1;
      await res.arrayBuffer();
    },
  );
  const label = `${CLIENTS.toLocaleString('en-US')} sockets, ${RATE} msg/s for ${SECONDS} s; req/s = deliveries/s, errors = messages lost`;
  return [
    { name: `messaging baseline: raw ws rebroadcast (${label})`, result: raw },
    { name: `messaging fan-out: POST + NOTIFY + socket (${label})`, result: { ...app, non2xx: failedPosts }, bar: 'p99 < 50 ms, 0 lost' },
  ];
};
