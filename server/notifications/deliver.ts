import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PushPayload } from '@core/api/notifications';
import type { Db } from '../db/database';
import { memberships, messagingPreferences, notificationPreferences, organizations, pushSubscriptions, users } from '../db/schema';
import { noticeMail } from '../mail/notice-mail';
import type { SendMail } from '../mail/mailer';
import type { Notice, NoticeContent } from './notice';
import { sendPush, type PushOutcome } from './push-service';
import type { VapidKeys } from './vapid-keys';

export interface DeliveryDeps {
  db: Db;
  sendMail: SendMail;
  publicUrl: string;
  subject: string;
  keys: () => Promise<VapidKeys>;
}

export interface DeliveryReport {
  pushed: number;
  gone: number;
  failed: number;
  mailed: number;
}

const BODY_MAX = 240;
const clip = (text: string): string => (text.length > BODY_MAX ? `${text.slice(0, BODY_MAX - 1)}…` : text);

/** The members to tell: in the audience, not the author, with the topic switched on (no row: on). */
const recipientsOf = async (db: Db, notice: Notice, content: NoticeContent) => {
  if (content.audience !== 'team' && content.audience.length === 0) return [];
  const topicOn = sql<boolean>`coalesce(${notificationPreferences[content.topic]}, true)`;
  return db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      topicOn,
      emailAnnouncements: sql<boolean>`coalesce(${messagingPreferences.emailAnnouncements}, false)`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.organizationId, memberships.organizationId), eq(notificationPreferences.userId, memberships.userId)),
    )
    .leftJoin(
      messagingPreferences,
      and(eq(messagingPreferences.organizationId, memberships.organizationId), eq(messagingPreferences.userId, memberships.userId)),
    )
    .where(
      and(
        eq(memberships.organizationId, notice.organizationId),
        notice.exceptUserId ? ne(memberships.userId, notice.exceptUserId) : undefined,
        content.audience === 'team' ? undefined : inArray(memberships.userId, [...content.audience]),
      ),
    )
    .then((rows) => rows.filter((r) => r.topicOn));
};

/**
 * Delivers one notice: a push to every browser subscribed by a member it is for (a subscription
 * the push service no longer knows, 404 or 410, is deleted), and a mail to those with no browser
 * subscribed (every topic: mail is for those who do not install the app). An announcement is not mailed to a
 * member who already gets its copy by mail (Messaging's email copies).
 */
export const deliverNotice = async (deps: DeliveryDeps, notice: Notice): Promise<DeliveryReport> => {
  const report: DeliveryReport = { pushed: 0, gone: 0, failed: 0, mailed: 0 };
  const content = await notice.content();
  if (!content) return report;
  const recipients = await recipientsOf(deps.db, notice, content);
  if (recipients.length === 0) return report;
  const subscriptions = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(
      inArray(
        pushSubscriptions.userId,
        recipients.map((r) => r.userId),
      ),
    );
  const url = `${deps.publicUrl}${content.path}`;
  if (subscriptions.length > 0) {
    const keys = await deps.keys();
    const payload: PushPayload = {
      title: content.title,
      body: clip(content.body),
      url: content.path,
      tag: `${content.topic}:${content.path}`,
    };
    const json = JSON.stringify(payload);
    const outcomes = await Promise.all(subscriptions.map((s) => sendPush(s, json, keys, deps.subject).catch((): PushOutcome => 'failed')));
    const gone = subscriptions.filter((_, i) => outcomes[i] === 'gone').map((s) => s.id);
    if (gone.length > 0) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    report.pushed = outcomes.filter((o) => o === 'sent').length;
    report.gone = gone.length;
    report.failed = outcomes.filter((o) => o === 'failed').length;
  }
  const subscribed = new Set(subscriptions.map((s) => s.userId));
  const byMail = recipients.filter((r) => !subscribed.has(r.userId) && !(content.topic === 'announcements' && r.emailAnnouncements));
  if (byMail.length === 0) return report;
  const [team] = await deps.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, notice.organizationId));
  if (!team) return report;
  for (const to of byMail) {
    await deps.sendMail(noticeMail(to, team.name, content, url, `${deps.publicUrl}/account`));
    report.mailed += 1;
  }
  return report;
};
