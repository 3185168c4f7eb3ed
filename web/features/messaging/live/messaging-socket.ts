import { MESSAGING_SOCKET_PATH, SOCKET_CLOSE, type Message, type SocketServerFrame } from '@core/api/messaging';
import { TokenUnavailableError } from '../../../lib/fetch-token';
import { appStore } from '../../../lib/store/app-store';
import { getFreshToken, refreshToken } from '../../../lib/token';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { reconnectDelay } from './reconnect-delay';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'stopped';

export interface LiveOptions {
  orgId: string;
  /** the newest message the client already holds (from its loaded lists), for the first connection */
  latestKnown: () => Message | null;
  onMessage: (message: Message) => void;
  /** after each (re)connection: `complete` false when the client must reload its lists (no cursor, or too much missed) */
  onReady: (complete: boolean) => void;
  onStatus: (status: LiveStatus) => void;
}

const MAX_DELAY_MS = 15_000;
const PING_EVERY_MS = 25_000;

const socketUrl = (): string => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${MESSAGING_SOCKET_PATH}`;

/**
 * The messaging socket of one team (decision 023): sends the bearer token in its first frame
 * (never in the address), with the id of the newest message it holds; the server sends what came
 * after it, then live messages. On a drop it reconnects with backoff (at once when the browser
 * comes back online) and resumes from the newest message it got. A token the server refused (4401:
 * expired, or its session ended, decision 043) is never sent again: the next attempt asks for a new
 * one, and when the session can give none the app signs out, as after a 401 from a call. Returns
 * the function that stops it.
 */
export const startMessagingSocket = (options: LiveOptions): (() => void) => {
  let ws: WebSocket | null = null;
  let stopped = false;
  let attempt = 0;
  let retryTimer: number | undefined;
  let pingTimer: number | undefined;
  let newest: Message | null = null;
  /** the server refused the last token (4401): the next connection asks for a new one */
  let tokenRefused = false;

  const remember = (message: Message) => {
    // an edit of an old message never moves the cursor back
    if (!newest || message.createdAt > newest.createdAt || (message.createdAt === newest.createdAt && message.id !== newest.id))
      newest = message;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    window.clearTimeout(retryTimer);
    options.onStatus('reconnecting');
    retryTimer = window.setTimeout(() => void connect(), delay);
  };

  const connect = async () => {
    if (stopped) return;
    let token: string;
    try {
      // a refused token may look fresh (its session ended before it expired): never reuse it
      token = tokenRefused ? (await refreshToken()).token : await getFreshToken();
    } catch (error) {
      // no session any more (a server error is only waited out): sign out, as a call's 401 does
      if (error instanceof TokenUnavailableError && error.status < 500) {
        options.onStatus('stopped');
        if (!stopped) handleUnauthorized();
        return;
      }
      return schedule(Math.min(1000 * 2 ** attempt++, MAX_DELAY_MS));
    }
    if (stopped) return;
    tokenRefused = false;
    const cursor = newest ?? options.latestKnown();
    if (cursor) remember(cursor);
    const socket = new WebSocket(socketUrl());
    ws = socket;
    socket.onopen = () => {
      const userMode = appStore.getState().session.userMode;
      socket.send(JSON.stringify({ type: 'auth', token, orgId: options.orgId, lastMessageId: cursor?.id ?? null, userMode }));
      window.clearInterval(pingTimer);
      pingTimer = window.setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('{"type":"ping"}'), PING_EVERY_MS);
    };
    socket.onmessage = (event: MessageEvent<string>) => {
      let frame: SocketServerFrame;
      try {
        frame = JSON.parse(event.data) as SocketServerFrame;
      } catch {
        return;
      }
      if (frame.type === 'message') {
        remember(frame.message);
        options.onMessage(frame.message);
      } else if (frame.type === 'ready') {
        attempt = 0;
        options.onStatus('live');
        options.onReady(Boolean(cursor) && !frame.truncated);
      }
    };
    socket.onclose = (event) => {
      window.clearInterval(pingTimer);
      if (ws !== socket || stopped) return;
      ws = null;
      if (event.code === SOCKET_CLOSE.notMember || event.code === SOCKET_CLOSE.forbiddenOrigin) {
        options.onStatus('stopped');
        return;
      }
      // a refused token (expired, session ended): reconnect at once with a new one; anything else: back off
      if (event.code === SOCKET_CLOSE.unauthorized) tokenRefused = true;
      schedule(reconnectDelay(event.code, attempt));
      attempt++;
    };
  };

  const online = () => {
    if (!ws && !stopped) {
      attempt = 0;
      schedule(0);
    }
  };
  window.addEventListener('online', online);
  options.onStatus('connecting');
  void connect();

  return () => {
    stopped = true;
    window.removeEventListener('online', online);
    window.clearTimeout(retryTimer);
    window.clearInterval(pingTimer);
    const socket = ws;
    ws = null;
    socket?.close(1000, 'done');
  };
};
