/**
 * Live public meet pages (decision 051): server-sent event streams grouped by team. Every change of a
 * team's data bumps its data version, and every bump NOTIFYs `o:<team>` (server/db/notify.ts), which
 * this process hears through the access feed (`app.accessEvents`). On one, the hub reads the team's
 * version once and sends it to that team's streams; a page whose version differs fetches itself again.
 */
import type { ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { organizations } from '../db/schema';
import type { AccessEvent } from '../auth/access-events';

/** A comment line now and then keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;
/** Changes of one team within this window send one version (a coach saving a row is several statements). */
const SETTLE_MS = 150;

export class PublicLiveHub {
  private readonly streams = new Map<string, Set<ServerResponse>>();
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private readonly keepAlive: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly log: (message: string, err: unknown) => void,
  ) {
    this.keepAlive = setInterval(() => {
      for (const set of this.streams.values()) for (const res of set) res.write(': keep-alive\n\n');
    }, KEEP_ALIVE_MS).unref();
  }

  /** Adds a stream of the team, sending it the current version at once; returns what removes it. */
  add(organizationId: string, res: ServerResponse, dataVersion: number): () => void {
    let set = this.streams.get(organizationId);
    if (!set) this.streams.set(organizationId, (set = new Set()));
    set.add(res);
    res.write(`retry: 3000\nevent: version\ndata: ${dataVersion}\n\n`);
    return () => {
      set.delete(res);
      if (set.size === 0) this.streams.delete(organizationId);
    };
  }

  /** What the access feed heard: a team's row changed (its version maybe), or anything may have. */
  heard(event: AccessEvent): void {
    if (event.kind === 'team' && event.userId === null) this.schedule(event.organizationId);
    else if (event.kind === 'all' || event.kind === 'gap') for (const id of this.streams.keys()) this.schedule(id);
  }

  get size(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  private schedule(organizationId: string): void {
    if (!this.streams.has(organizationId) || this.pending.has(organizationId)) return;
    this.pending.set(
      organizationId,
      setTimeout(() => {
        this.pending.delete(organizationId);
        this.send(organizationId).catch((err: unknown) => this.log('public live: could not read the data version', err));
      }, SETTLE_MS),
    );
  }

  private async send(organizationId: string): Promise<void> {
    const [row] = await this.db
      .select({ dataVersion: organizations.dataVersion })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    if (!row) return;
    for (const res of this.streams.get(organizationId) ?? []) res.write(`event: version\ndata: ${row.dataVersion}\n\n`);
  }

  close(): void {
    clearInterval(this.keepAlive);
    for (const timer of this.pending.values()) clearTimeout(timer);
    for (const set of this.streams.values()) for (const res of set) res.end();
    this.streams.clear();
  }
}
