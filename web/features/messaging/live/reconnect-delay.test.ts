import { describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '@core/api/messaging';
import { reconnectDelay } from './reconnect-delay';

describe('reconnectDelay', () => {
  it('comes back within a second when the server stops (1001) or asks to catch up, spread by chance', () => {
    expect(reconnectDelay(1001, 0, () => 0)).toBe(0);
    expect(reconnectDelay(SOCKET_CLOSE.serverStopping, 0, () => 0.999)).toBe(999);
    expect(reconnectDelay(SOCKET_CLOSE.goingAway, 0, () => 0.5)).toBe(500);
  });

  it('reconnects at once after an expired token', () => {
    expect(reconnectDelay(SOCKET_CLOSE.unauthorized, 0)).toBe(0);
  });

  it('backs off after a drop (1006), and when a quick retry failed too', () => {
    expect(reconnectDelay(1006, 0)).toBe(1000);
    expect(reconnectDelay(1001, 1, () => 0)).toBe(2000);
    expect(reconnectDelay(1006, 10)).toBe(15_000);
  });
});
