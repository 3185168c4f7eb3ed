/**
 * What a reconnecting socket's catch-up sent: each message's id and version (`updatedAt`, ms, which
 * grows with every change of the message: services/messaging/messages.ts). The fan-out runs behind
 * the commits: a notification of a change the catch-up already read may be handled while it runs or
 * after it, and its frame carries that state or an older one. Such a frame is not sent again; a
 * later change of the message is. Holds at most the catch-up's messages (SOCKET_RESUME_MAX).
 */
export class ResumedMessages {
  private readonly versions: Map<string, number>;

  constructor(messages: readonly { id: string; updatedAt: Date }[]) {
    this.versions = new Map(messages.map((m) => [m.id, m.updatedAt.getTime()]));
  }

  /** Whether a live frame of this message at this version is news to the socket. */
  isNews(messageId: string, updatedAt: number): boolean {
    const resumed = this.versions.get(messageId);
    if (resumed === undefined) return true;
    if (updatedAt <= resumed) return false;
    // the fan-out reads messages one notification after the other: what follows is newer still
    this.versions.delete(messageId);
    return true;
  }
}
