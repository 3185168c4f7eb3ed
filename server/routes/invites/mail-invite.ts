import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { inviteMail } from '../../mail/invite-mail';
import { HttpError } from '../../http/http-error';
import type { InviteRecord } from '../../services/invites/invites';
import { personalInviteLink } from '../../services/invites/tokens';

const MAIL_FAILED = 'The invite is saved, but its mail could not be sent. Try “Send again” in a moment.';

/**
 * Mails the invite's single-use link to its address (the mailer password reset uses: SMTP, or the
 * outbox under DATA_DIR/mail). Awaited, so the coach learns when it could not go (502; the invite
 * stays pending and can be sent again).
 */
export const mailInvite = async (
  app: FastifyInstance,
  teamName: string,
  invite: InviteRecord,
  token: string,
  log: FastifyBaseLogger,
): Promise<void> => {
  const url = personalInviteLink(app.mail.publicUrl, invite.organizationId, token);
  const message = inviteMail(
    invite.email,
    {
      teamName,
      inviterName: invite.invitedBy,
      role: invite.role,
      athleteNames: invite.athletes.map((a) => `${a.firstName} ${a.lastName}`),
    },
    url,
  );
  try {
    await app.mail.send(message);
  } catch (err) {
    log.error({ err }, 'could not mail an invite');
    throw new HttpError(502, MAIL_FAILED, { code: 'invite-mail-failed' });
  }
};
