import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { announcementMail } from '../../mail/announcement-mail';
import type { MessageRecord } from '../../services/messaging/records';
import { announcementRecipients } from '../../services/messaging/settings';
import { findOrganization } from '../../services/organizations/organizations';

/**
 * Emails a copy of an announcement to the members who asked for one, after the answer (a slow
 * mail server never holds up the post); failures are logged (`log`: the post's request, with its id), the message stands.
 */
export const sendAnnouncementCopies = (app: FastifyInstance, message: MessageRecord, log: FastifyBaseLogger): void => {
  if (!message.author || !message.body) return;
  const author = message.author;
  void (async () => {
    const [recipients, team] = await Promise.all([
      announcementRecipients(app.db, message.organizationId, author.userId),
      findOrganization(app.db, message.organizationId),
    ]);
    const url = `${app.messaging.publicUrl}/dashboard/messaging?channel=${message.channelId}`;
    for (const to of recipients) {
      await app.messaging.sendMail(announcementMail(to, team.name, `${author.firstName} ${author.lastName}`.trim(), message.body, url));
    }
  })().catch((err: unknown) => log.error({ err }, 'could not send announcement copies'));
};
