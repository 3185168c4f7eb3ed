import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import type { SendMail } from '../mail/mailer';
import { deliverNotice, type DeliveryDeps } from './deliver';
import { registerNoticeSender } from './notice';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: {
      /** the VAPID public key browsers subscribe with */
      publicKey: () => Promise<string>;
      /** PUSH_SERVICES: where a subscription may point */
      services: readonly string[];
      /** resolves when every notice sent so far is delivered (tests, shutdown) */
      idle: () => Promise<void>;
    };
  }
}

/**
 * Makes `sendNotice(app.db, ...)` deliver (server/notifications/notice.ts): each notice runs apart
 * from the request that sent it; failures are logged by kind, never with addresses (decision 019).
 * The VAPID keys are read (or made) when first needed.
 */
export const registerNotifications = (app: FastifyInstance, config: Config, sendMail: SendMail): void => {
  let keys: Promise<VapidKeys> | null = null;
  const loadKeys = (): Promise<VapidKeys> =>
    (keys ??= loadVapidKeys(app.db, config.push).catch((err: unknown) => {
      keys = null;
      throw err;
    }));
  const deps: DeliveryDeps = { db: app.db, sendMail, publicUrl: config.publicUrl, subject: config.push.subject, keys: loadKeys };
  const pending = new Set<Promise<void>>();
  registerNoticeSender(app.db, (notice) => {
    const delivery: Promise<void> = deliverNotice(deps, notice)
      .then((report) => {
        if (report.pushed + report.gone + report.failed + report.mailed > 0) app.log.info({ notice: report }, 'notice delivered');
      })
      .catch((err: unknown) => app.log.error({ err }, 'could not deliver a notice'))
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  });
  const idle = async (): Promise<void> => {
    while (pending.size > 0) await Promise.all([...pending]);
  };
  app.decorate('notifications', { publicKey: async () => (await loadKeys()).publicKey, services: config.push.services, idle });
  app.addHook('onClose', idle);
};
