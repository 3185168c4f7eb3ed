import { z } from 'zod';
import { defineCall } from './define-call';
import { idSchema, okSchema, patchOf } from './common';

/**
 * What a member may be told of (issue 26), each switched on or off per team: a new announcement, a
 * new message in a channel or conversation of theirs, a practice or team event changed or cancelled,
 * a meet's results published (the meet completed). By web push on the browsers they allowed, else
 * by mail.
 */
export const NOTICE_TOPICS = ['announcements', 'messages', 'schedule', 'results'] as const;
export type NoticeTopic = (typeof NOTICE_TOPICS)[number];

export const notificationPreferencesSchema = z.object({
  announcements: z.boolean(),
  messages: z.boolean(),
  schedule: z.boolean(),
  results: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const orgQuery = z.object({ orgId: idSchema });

export const getNotificationPreferences = defineCall({
  method: 'GET',
  path: '/api/notifications/preferences/get',
  auth: true,
  tag: 'notifications',
  summary: 'What the caller is told of in this team (push on the browsers they allowed, else mail); everything until they change it',
  query: orgQuery,
  response: notificationPreferencesSchema,
});

export const patchNotificationPreferences = defineCall({
  method: 'PATCH',
  path: '/api/notifications/preferences/patch',
  auth: true,
  tag: 'notifications',
  summary: 'Switch topics on or off for the caller in this team',
  query: orgQuery,
  body: patchOf(notificationPreferencesSchema),
  response: notificationPreferencesSchema,
});

export const getPushKey = defineCall({
  method: 'GET',
  path: '/api/notifications/push-key/get',
  auth: true,
  tag: 'notifications',
  summary: "The server's VAPID public key (base64url), the applicationServerKey of a browser's push subscription",
  response: z.object({ publicKey: z.string() }),
});

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url().max(2048),
  keys: z.object({
    p256dh: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'A base64url P-256 public key')
      .max(120),
    auth: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,32}={0,2}$/, 'A base64url authentication secret')
      .max(40),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const postPushSubscription = defineCall({
  method: 'POST',
  path: '/api/notifications/push-subscription/post',
  auth: true,
  tag: 'notifications',
  summary:
    "Keep this browser's push subscription for the caller (one endpoint belongs to one user; a known push service only, 400 otherwise)",
  body: pushSubscriptionSchema,
  response: okSchema,
});

export const deletePushSubscription = defineCall({
  method: 'POST',
  path: '/api/notifications/push-subscription/delete',
  auth: true,
  tag: 'notifications',
  summary: "Forget this browser's push subscription (the caller's own)",
  body: z.object({ endpoint: z.url().max(2048) }),
  response: okSchema,
});

/** The message a push carries (encrypted for the browser): what the service worker shows, and the page a tap opens. */
export interface PushPayload {
  title: string;
  body: string;
  /** an app path, e.g. /dashboard/meets/<id> */
  url: string;
  /** a later notice of the same tag replaces the earlier one on the device */
  tag: string;
}
