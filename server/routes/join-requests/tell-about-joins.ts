import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { joinAnswerMail, joinNoticeMail } from '../../mail/join-mail';
import { addTeamNotice, teamManagers, type TeamNoticeKind } from '../../services/members/team-notices';

interface Person {
  email: string;
  firstName: string;
  lastName: string;
}

const fullName = (p: Person) => `${p.firstName} ${p.lastName}`.trim() || 'Someone';

/**
 * Tells the team's owners and admins that `joiner` joined (by the team's link or their own invite) or asks to join: a notice on their dashboard
 * (written before the answer), and a mail each, sent after the answer (a slow mail server never holds
 * up the join; a failure is logged with the join's request id (`log`), the join stands).
 */
export const tellManagersAboutJoin = async (
  app: FastifyInstance,
  team: { id: string; name: string },
  joiner: Person & { id: string },
  kind: TeamNoticeKind,
  log: FastifyBaseLogger,
  /** what a personal invite made them ("Coach", "Parent"…); none: the team's link */
  joinedAs?: string,
): Promise<void> => {
  await addTeamNotice(app.db, team.id, kind, joiner.id);
  const url = `${app.mail.publicUrl}/dashboard/settings?tab=members`;
  void (async () => {
    for (const to of await teamManagers(app.db, team.id)) {
      await app.mail.send(joinNoticeMail(to, team.name, fullName(joiner), kind, url, joinedAs));
    }
  })().catch((err: unknown) => log.error({ err }, 'could not mail the owners and admins about a joiner'));
};

/** Tells the joiner the team's answer to their request, after the answer (failures logged with the request id, `log`). */
export const tellJoinerTheAnswer = (
  app: FastifyInstance,
  teamName: string,
  joiner: Person,
  accepted: boolean,
  log: FastifyBaseLogger,
): void => {
  const url = `${app.mail.publicUrl}${accepted ? '/dashboard' : '/onboard/org'}`;
  void app.mail
    .send(joinAnswerMail(joiner, teamName, accepted, url))
    .catch((err: unknown) => log.error({ err }, 'could not mail a joiner the answer'));
};
