import { SOCKET_CLOSE, type SocketServerFrame } from '@core/api/messaging';
import type { RoleName } from '@core/roles';
import type { AccessEvent } from '../auth/access-events';
import type { Db } from '../db/database';
import { presentMessage } from '../presenters/messaging';
import { canReadChannel } from '../services/messaging/access';
import { channelUserIds } from '../services/messaging/channels';
import { findMessageById } from '../services/messaging/messages';
import { parseMessageNotice, type MessageNotice } from '../db/notify';

/** One authenticated socket of this process. */
export interface LiveClient {
  organizationId: string;
  userId: string;
  /** the identity (the token's subject) */
  uid: string;
  /** the session its token names (built-in identity), whose end closes it; null with an outside identity provider */
  sessionId: string | null;
  /** the socket asked for admin mode (product admins are owners of any team in it) */
  adminMode: boolean;
  /** its user's role in the team: re-read when their membership or profile changes */
  role: RoleName;
  /**
   * sends a frame built (and UTF-8 encoded) once for every client; `updatedAt` (ms) is the message's
   * version: it grows with every change (services/messaging/messages.ts)
   */
  deliver: (messageId: string, frame: Buffer, updatedAt: number) => void;
  close: (code: number, reason: string) => void;
}

/** A client's role in its team as the database answers now (null: no longer a member). */
export type RoleNow = (client: LiveClient) => Promise<RoleName | null>;

export const messageFrame = (frame: SocketServerFrame): string => JSON.stringify(frame);

/**
 * The sockets of this process, by team, and what a notification means for them (decisions 023, 043).
 * Messages (`splits_messaging`, server/db/notify.ts): a message of a team was posted, edited
 * or deleted: unless no socket of the team is here, read the row once and send it to every socket
 * whose user may read its channel.
 * Access (`accessChanged`, fed by the session and access feeds): a session ended: close its sockets
 * (4401, the client gets a new token or signs out); a membership or profile changed (or a table was
 * truncated): read the role again and re-scope the sockets (a demoted coach stops receiving the
 * group channels it no longer reads), or close them (4404) when no longer a member; a feed came back
 * after a drop: close every socket (4000), so clients reconnect, are checked again and catch up.
 * Notifications are handled one after the other, so each socket gets messages in commit order.
 */
export class MessagingHub {
  private readonly byOrg = new Map<string, Set<LiveClient>>();
  private readonly bySession = new Map<string, Set<LiveClient>>();
  private chain: Promise<void> = Promise.resolve();
  /** counts the access events heard: a socket authorized meanwhile is checked again once registered */
  private accessEpoch = 0;

  constructor(
    private readonly db: Db,
    private readonly log: (message: string, error?: unknown) => void,
    private readonly roleNow: RoleNow,
  ) {}

  get size(): number {
    let n = 0;
    for (const set of this.byOrg.values()) n += set.size;
    return n;
  }

  /** Changes with every access event heard that may concern a socket (sessions ended, memberships and profiles changed). */
  get epoch(): number {
    return this.accessEpoch;
  }

  add(client: LiveClient): void {
    let set = this.byOrg.get(client.organizationId);
    if (!set) this.byOrg.set(client.organizationId, (set = new Set()));
    set.add(client);
    this.indexSession(client);
  }

  remove(client: LiveClient): void {
    const set = this.byOrg.get(client.organizationId);
    set?.delete(client);
    if (set?.size === 0) this.byOrg.delete(client.organizationId);
    this.unindexSession(client);
  }

  /** A refreshed token may name another session of the same user. */
  setSession(client: LiveClient, sessionId: string | null): void {
    if (client.sessionId === sessionId) return;
    this.unindexSession(client);
    client.sessionId = sessionId;
    this.indexSession(client);
  }

  notify(payload: string): void {
    const notice = parseMessageNotice(payload);
    if (notice) this.enqueue(() => this.handle(notice));
  }

  /** What the session and access feeds heard (server/plugins/auth.ts). */
  accessChanged(event: AccessEvent): void {
    // a team's row (a data version bump, a rename) changes no one's role: it is not counted either
    if (event.kind === 'team' && event.userId === null) return;
    this.accessEpoch += 1;
    if (this.byOrg.size === 0) return;
    switch (event.kind) {
      case 'session-ended':
        // at once: the session's token is refused from now on anyway
        for (const client of [...(this.bySession.get(event.sessionId) ?? [])]) client.close(SOCKET_CLOSE.unauthorized, 'session ended');
        return;
      case 'gap':
        this.closeAll(SOCKET_CLOSE.goingAway, 'reconnect to be checked again');
        return;
      case 'team':
        if (!this.byOrg.has(event.organizationId)) return;
        return this.recheck((c) => c.organizationId === event.organizationId && c.userId === event.userId, event.organizationId);
      case 'identity':
        return this.recheck((c) => c.uid === event.uid);
      case 'all':
        return this.recheck(() => true);
    }
  }

  /** Reads `client`'s role again, after the notifications heard so far (a socket registered while its access may have changed). */
  recheckClient(client: LiveClient): void {
    this.recheck((c) => c === client, client.organizationId);
  }

  /** Closes every socket (the listener lost notifications, or the server stops): clients reconnect and catch up. */
  closeAll(code: number, reason: string): void {
    for (const set of this.byOrg.values()) for (const client of [...set]) client.close(code, reason);
  }

  /** Resolves once every notification received so far is handled (tests, shutdown). */
  idle(): Promise<void> {
    return this.chain.catch(() => undefined);
  }

  private enqueue(task: () => Promise<void>): void {
    this.chain = this.chain.then(task, () => undefined);
    this.chain.catch((e: unknown) => this.log('messaging fan-out failed', e));
  }

  private indexSession(client: LiveClient): void {
    if (client.sessionId === null) return;
    let set = this.bySession.get(client.sessionId);
    if (!set) this.bySession.set(client.sessionId, (set = new Set()));
    set.add(client);
  }

  private unindexSession(client: LiveClient): void {
    if (client.sessionId === null) return;
    const set = this.bySession.get(client.sessionId);
    set?.delete(client);
    if (set?.size === 0) this.bySession.delete(client.sessionId);
  }

  /** The role of every socket `which` picks (of team `organizationId` when given), read again in turn. */
  private recheck(which: (client: LiveClient) => boolean, organizationId?: string): void {
    this.enqueue(async () => {
      const sets = organizationId === undefined ? [...this.byOrg.values()] : [this.byOrg.get(organizationId) ?? new Set<LiveClient>()];
      for (const client of sets.flatMap((set) => [...set].filter(which))) {
        const role = await this.roleNow(client);
        if (role === null) client.close(SOCKET_CLOSE.notMember, 'no longer a member of this team');
        else client.role = role;
      }
    });
  }

  private async handle(notice: MessageNotice): Promise<void> {
    if (this.byOrg.size === 0) return;
    if (notice.organizationId !== null && !this.byOrg.has(notice.organizationId)) return;
    const message = await findMessageById(this.db, notice.messageId);
    if (!message) return;
    const clients = this.byOrg.get(message.organizationId);
    if (!clients || clients.size === 0) return;
    const channel = await channelUserIds(this.db, message.channelId);
    if (!channel) return;
    const frame = Buffer.from(messageFrame({ type: 'message', message: presentMessage(message) }));
    for (const client of clients) {
      if (canReadChannel(channel.kind, client.role, channel.userIds.has(client.userId)))
        client.deliver(message.id, frame, message.updatedAt.getTime());
    }
  }
}
