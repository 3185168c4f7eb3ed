import { SOCKET_CLOSE } from '@core/api/messaging';

const MAX_DELAY_MS = 15_000;
/** a stopping server's sockets come back spread over this long, not all in one instant */
const SPREAD_MS = 1000;

/**
 * How long the messaging socket waits before it reconnects after a close with `code`, on its
 * `attempt`th try since it was last ready: at once after an expired token (with a fresh one), a
 * server stopping (1001: the load balancer sends it to another) or one asking to catch up (4000);
 * otherwise with backoff.
 */
export const reconnectDelay = (code: number, attempt: number, random: () => number = Math.random): number => {
  if (attempt === 0) {
    if (code === SOCKET_CLOSE.unauthorized) return 0;
    if (code === SOCKET_CLOSE.serverStopping || code === SOCKET_CLOSE.goingAway) return Math.floor(random() * SPREAD_MS);
  }
  return Math.min(1000 * 2 ** attempt, MAX_DELAY_MS);
};
