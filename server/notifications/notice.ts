import { AsyncLocalStorage } from 'node:async_hooks';
import type { NoticeTopic } from '@core/api/notifications';
import type { Db } from '../db/database';

/** What a notice says, decided when it is sent (after the answer): a push's title and text, a mail's subject and body. */
export interface NoticeContent {
  topic: NoticeTopic;
  title: string;
  body: string;
  /** the app page it opens (a path, e.g. /dashboard/meets/<id>) */
  path: string;
  /** who may be told: these users (members of the team) or every member; the author is left out by `exceptUserId` */
  audience: readonly string[] | 'team';
}

export interface Notice {
  organizationId: string;
  /** who caused it: never told of their own doing */
  exceptUserId?: string;
  /** reads what the notice says; null: nothing to tell after all. Runs after the answer, on the pool. */
  content: () => Promise<NoticeContent | null>;
}

export type NoticeSender = (notice: Notice) => void;

/** The sender of each app's database (server/notifications/plugin.ts registers it at start); none: notices go nowhere (scripts, seeds). */
const senders = new WeakMap<Db, NoticeSender>();

export const registerNoticeSender = (db: Db, sender: NoticeSender): void => {
  senders.set(db, sender);
};

/**
 * Tells the members a notice concerns, by web push on the browsers they allowed, else by mail,
 * each topic as their notification preferences allow. Call
 * it after the change's transaction commits: it returns at once, and the delivery runs apart from
 * the request (a slow push service or mail server never holds it up; failures are logged).
 */
export const sendNotice = (db: Db, notice: Notice): void => {
  if (muted.getStore()) return;
  senders.get(db)?.(notice);
};

const muted = new AsyncLocalStorage<boolean>();

/** Runs `work` telling no one of what it changes: the demo seed's team is made, not news. */
export const withoutNotices = <T>(work: () => Promise<T>): Promise<T> => muted.run(true, work);
