import pg from 'pg';

export interface PgListener {
  /** resolves once LISTEN is in place */
  ready: Promise<void>;
  close: () => Promise<void>;
}

/**
 * One dedicated connection that LISTENs on `channel` (a pooled connection cannot: the pool hands
 * it to others). When the connection drops it reconnects with backoff and calls `onGap`:
 * notifications sent meanwhile are lost, so the caller makes its clients catch up.
 */
export const listenTo = (
  config: pg.ClientConfig,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: () => void,
  log: (message: string) => void,
  /** called when the connection drops (before reconnecting): notifications may be lost until `onGap` */
  onLost?: () => void,
): PgListener => {
  let client: pg.Client | null = null;
  let closed = false;
  let delay = 250;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const c = new pg.Client(config);
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload) onPayload(n.payload);
    });
    c.on('error', (e) => {
      log(`LISTEN ${channel}: connection lost: ${e.message}`);
      retry(c);
    });
    c.on('end', () => retry(c));
    client = c;
    await c.connect();
    await c.query(`LISTEN ${channel}`);
    delay = 250;
  };

  const retry = (c: pg.Client) => {
    if (closed || client !== c || timer) return;
    client = null;
    onLost?.();
    c.end().catch(() => undefined);
    timer = setTimeout(() => {
      timer = null;
      connect().then(onGap, (e: unknown) => {
        log(`LISTEN ${channel}: could not reconnect: ${e instanceof Error ? e.message : String(e)}`);
        delay = Math.min(delay * 2, 10_000);
        if (client) retry(client);
      });
    }, delay);
  };

  const ready = connect();
  return {
    ready,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
};
