import type { SocketServerFrame } from '@core/api/messaging';
import type { RoleName } from '@core/roles';
import type { Db } from '../db/database';
import { presentMessage } from '../presenters/messaging';
import { canReadChannel } from '../services/messaging/access';
import { channelUserIds } from '../services/messaging/channels';
import { findMessageById } from '../services/messaging/messages';

/** One authenticated socket of this process. */
export interface LiveClient {
  organizationId: string;
  userId: string;
  role: RoleName;
  /** sends a frame built (and UTF-8 encoded) once for every client */
  deliver: (messageId: string, frame: Buffer) => void;
  close: (code: number, reason: string) => void;
}

export const NOTIFY_CHANNEL = 'splits_messaging';

export const messageFrame = (frame: SocketServerFrame): string => JSON.stringify(frame);

/**
 * The sockets of this process, by team, and what a notification means for them (decision 023):
 * `m:<org>:<id>` a message of that team was posted, edited or deleted: unless no socket of the team
 * is here, read the row once and send it to every socket whose user may read its channel (`m:<id>`,
 * from a database before migration 0021, is read to learn its team); `left:<org>:<user>` a member
 * left the team: close their sockets.
 * Notifications are handled one after the other, so each socket gets messages in commit order.
 */
export class MessagingHub {
  private readonly byOrg = new Map<string, Set<LiveClient>>();
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log: (message: string, error?: unknown) => void,
  ) {}

  get size(): number {
    let n = 0;
    for (const set of this.byOrg.values()) n += set.size;
    return n;
  }

  add(client: LiveClient): void {
    let set = this.byOrg.get(client.organizationId);
    if (!set) this.byOrg.set(client.organizationId, (set = new Set()));
    set.add(client);
  }

  remove(client: LiveClient): void {
    const set = this.byOrg.get(client.organizationId);
    set?.delete(client);
    if (set?.size === 0) this.byOrg.delete(client.organizationId);
  }

  notify(payload: string): void {
    this.chain = this.chain.then(
      () => this.handle(payload),
      () => undefined,
    );
    this.chain.catch((e: unknown) => this.log('messaging fan-out failed', e));
  }

  /** Closes every socket (the listener lost notifications, or the server stops): clients reconnect and catch up. */
  closeAll(code: number, reason: string): void {
    for (const set of this.byOrg.values()) for (const client of [...set]) client.close(code, reason);
  }

  /** Resolves once every notification received so far is handled (tests, shutdown). */
  idle(): Promise<void> {
    return this.chain.catch(() => undefined);
  }

  private async handle(payload: string): Promise<void> {
    if (this.byOrg.size === 0) return;
    if (payload.startsWith('left:')) {
      const [, organizationId, userId] = payload.split(':');
      for (const client of [...(this.byOrg.get(organizationId ?? '') ?? [])]) {
        if (client.userId === userId) client.close(4404, 'no longer a member of this team');
      }
      return;
    }
    if (!payload.startsWith('m:')) return;
    const [first = '', second] = payload.slice(2).split(':');
    if (second !== undefined && !this.byOrg.has(first)) return;
    const message = await findMessageById(this.db, second ?? first);
    if (!message) return;
    const clients = this.byOrg.get(message.organizationId);
    if (!clients || clients.size === 0) return;
    const channel = await channelUserIds(this.db, message.channelId);
    if (!channel) return;
    const frame = Buffer.from(messageFrame({ type: 'message', message: presentMessage(message) }));
    for (const client of clients) {
      if (canReadChannel(channel.kind, client.role, channel.userIds.has(client.userId))) client.deliver(message.id, frame);
    }
  }
}
