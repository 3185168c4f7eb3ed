import type { FastifyInstance } from 'fastify';
import {
  deletePushSubscription,
  getNotificationPreferences,
  getPushKey,
  patchNotificationPreferences,
  postPushSubscription,
} from '@core/api/notifications';
import { currentUser } from '../../auth/authorization';
import { badRequest } from '../../http/http-error';
import { registerCall } from '../../http/register-call';
import { isAllowedPushEndpoint } from '../../notifications/push-service';
import { loadPreferences, savePreferences } from '../../services/notifications/preferences';
import { removeSubscription, saveSubscription } from '../../services/notifications/subscriptions';
import { registerTeamCall } from '../team-call';

/** Web push subscriptions (the caller's browsers) and what each member is told of, per team. */
export const notificationsRoutes = async (app: FastifyInstance): Promise<void> => {
  registerTeamCall(app, getNotificationPreferences, 'team:read', async ({ query, access }) =>
    loadPreferences(app.db, query.orgId, access.user.id),
  );

  registerTeamCall(app, patchNotificationPreferences, 'team:read', async ({ query, body, access }) =>
    savePreferences(app.db, query.orgId, access.user.id, body),
  );

  registerCall(app, getPushKey, async () => ({ publicKey: await app.notifications.publicKey() }));

  registerCall(app, postPushSubscription, async ({ body, request }) => {
    if (!isAllowedPushEndpoint(body.endpoint, app.notifications.services)) {
      throw badRequest('body.endpoint: This push service is not allowed on this server', 'body.endpoint');
    }
    const me = await currentUser(request);
    await saveSubscription(app.db, me.id, body);
    return { ok: true as const };
  });

  registerCall(app, deletePushSubscription, async ({ body, request }) => {
    const me = await currentUser(request);
    await removeSubscription(app.db, me.id, body.endpoint);
    return { ok: true as const };
  });
};
