import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SOCKET_CLOSE } from '@core/api/messaging';
import type { appActions as AppActions } from '../../../lib/store/app-store';
import type { startMessagingSocket } from './messaging-socket';

/** A stand-in for the browser's WebSocket: records what is sent; the test opens and closes it. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  readonly sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** the server closes it */
  closedBy(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  get authToken(): string | undefined {
    const auth = this.sent.map((s) => JSON.parse(s) as { type: string; token?: string }).find((f) => f.type === 'auth');
    return auth?.token;
  }
}

/** A token the client can read the expiry of (the server would verify its signature). */
const jwt = (name: string, expiresInS: number) => {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'EdDSA' })}.${part({ sub: name, exp: Math.floor(Date.now() / 1000) + expiresInS })}.c2ln`;
};

const tokenAnswers: (() => Response)[] = [];
const fetchToken = vi.fn(async () => (tokenAnswers.shift() ?? (() => new Response('{}', { status: 401 })))());
const unauthorized = vi.fn();

// imported once the browser globals are in place
let start: typeof startMessagingSocket;
let appActions: typeof AppActions;

beforeAll(async () => {
  vi.stubGlobal('window', {
    location: { protocol: 'http:', host: 'splits.test' },
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: number) => clearInterval(id),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('fetch', fetchToken);
  ({ startMessagingSocket: start } = await import('./messaging-socket'));
  ({ appActions } = await import('../../../lib/store/app-store'));
  (await import('../../../lib/unauthorized')).setUnauthorizedHandler(unauthorized);
});

afterEach(() => {
  FakeSocket.all = [];
  tokenAnswers.length = 0;
  fetchToken.mockClear();
  unauthorized.mockClear();
});

const startLive = () => {
  const statuses: string[] = [];
  const stop = start({
    orgId: 'team-1',
    latestKnown: () => null,
    onMessage: () => undefined,
    onReady: () => undefined,
    onStatus: (s) => statuses.push(s),
  });
  return { statuses, stop };
};

describe('messaging socket client: a token the server refused is never sent again', () => {
  it('its session ended (4401) and the session gives no new token: no reconnection with the dead token; the app signs out', async () => {
    const dead = jwt('ended-session', 3600);
    appActions.setToken(dead, Date.now() + 3_600_000);
    const { statuses, stop } = startLive();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0]!.open();
    expect(FakeSocket.all[0]!.authToken).toBe(dead);

    FakeSocket.all[0]!.closedBy(SOCKET_CLOSE.unauthorized);
    await vi.waitFor(() => expect(unauthorized).toHaveBeenCalledTimes(1));
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('stopped');
    // give a reconnect loop the time to show itself
    await new Promise((r) => setTimeout(r, 50));
    expect(FakeSocket.all).toHaveLength(1);
    stop();
  });

  it('its session ended while another one is signed in: it reconnects at once with a new token', async () => {
    const dead = jwt('ended-session', 3600);
    const fresh = jwt('new-session', 3600);
    appActions.setToken(dead, Date.now() + 3_600_000);
    tokenAnswers.push(() => Response.json({ token: fresh }));
    const { stop } = startLive();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.closedBy(SOCKET_CLOSE.unauthorized);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2));
    FakeSocket.all[1]!.open();
    expect(FakeSocket.all[1]!.authToken).toBe(fresh);
    expect(unauthorized).not.toHaveBeenCalled();
    stop();
  });

  it('any other close (the server restarting) reuses the token while it is fresh', async () => {
    const token = jwt('live-session', 3600);
    appActions.setToken(token, Date.now() + 3_600_000);
    const { stop } = startLive();
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(1));
    FakeSocket.all[0]!.open();
    FakeSocket.all[0]!.closedBy(SOCKET_CLOSE.goingAway);
    await vi.waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 3000 });
    FakeSocket.all[1]!.open();
    expect(FakeSocket.all[1]!.authToken).toBe(token);
    expect(fetchToken).not.toHaveBeenCalled();
    stop();
  });
});
