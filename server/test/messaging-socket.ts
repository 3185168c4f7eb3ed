import WebSocket from 'ws';
import { MESSAGING_SOCKET_PATH, type Message, type SocketClientFrame, type SocketServerFrame } from '@core/api/messaging';

/** A test client of the messaging socket: every frame it received, and waits on them. */
export class SocketClient {
  readonly frames: SocketServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  /** set when the upgrade was refused (the HTTP status) */
  refused: number | null = null;
  private waiters: (() => void)[] = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      this.frames.push(JSON.parse(data.toString('utf8')) as SocketServerFrame);
      for (const w of this.waiters.splice(0)) w();
    });
    ws.on('unexpected-response', (_req, res) => {
      this.refused = res.statusCode ?? 0;
      ws.terminate();
    });
    ws.on('error', () => undefined);
    this.closed = new Promise((resolve) => ws.on('close', (code: number, reason: Buffer) => resolve({ code, reason: reason.toString() })));
    this.closed.then(
      () => {
        for (const w of this.waiters.splice(0)) w();
      },
      () => undefined,
    );
  }

  /** The messages received (new, edited or deleted), in order. */
  get messages(): Message[] {
    return this.frames.flatMap((f) => (f.type === 'message' ? [f.message] : []));
  }

  send(frame: SocketClientFrame | Record<string, unknown> | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  async until<T>(pick: () => T | undefined | false, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = pick();
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`socket: timed out; frames so far: ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(deadline - Date.now(), 0));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits for the message with this text (or id). */
  waitForMessage(textOrId: string): Promise<Message> {
    return this.until(() => this.messages.find((m) => m.text === textOrId || m.id === textOrId));
  }

  close(): void {
    this.ws.close();
  }
}

/** Opens the socket of the server at `baseUrl` (http://host:port) with this Origin header (none when null). */
export const openSocket = async (baseUrl: string, origin: string | null): Promise<SocketClient> => {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${MESSAGING_SOCKET_PATH}`, origin ? { origin } : {});
  const client = new SocketClient(ws);
  await new Promise<void>((resolve) => {
    ws.once('open', () => resolve());
    void client.closed.then(() => resolve());
  });
  return client;
};

/** Opens, authenticates for `orgId` and waits for `ready`. */
export const connectAs = async (
  baseUrl: string,
  origin: string,
  token: string,
  orgId: string,
  lastMessageId?: string | null,
): Promise<SocketClient> => {
  const client = await openSocket(baseUrl, origin);
  client.send({ type: 'auth', token, orgId, lastMessageId: lastMessageId ?? null });
  await client.until(() => client.frames.find((f) => f.type === 'ready'));
  return client;
};
