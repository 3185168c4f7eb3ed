import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/config';
import type { Database } from './db/database';
import { installErrorHandler } from './http/error-handler';
import { installNulGuard } from './http/nul-guard';
import { installCloseWhenStopping } from './http/close-when-stopping';
import { installRequestIds, requestIdOf } from './http/request-id';
import { installJsonBodyParser } from './http/json-body';
import { installJsonCompression } from './http/compress-json';
import { appLoggerOptions } from './http/log-safe-error';
import { createMailer, type SendMail } from './mail/mailer';
import { registerNotifications } from './notifications/plugin';
import { registerExternalPlugins } from './plugins/external';
import { AnswerCache } from './http/answer-cache';
import { dbPlugin } from './plugins/db';
import { authPlugin } from './plugins/auth';
import { registerWebApp } from './plugins/static';
import { registerRoutes } from './routes';
import { storagePlugin } from './storage/storage-plugin';
import { imagesPlugin } from './images/images-plugin';
import { messagingPlugin } from './plugins/messaging';
import { metricsPlugin } from './plugins/metrics';
import { housekeepingPlugin } from './plugins/housekeeping';

const DEFAULT_WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'web');

interface AppOptions {
  config: Config;
  database: Pick<Database, 'db' | 'pool'>;
  /** where the built web app lives (default dist/web) */
  webRoot?: string;
  sendMail?: SendMail;
  /** false silences the request log (tests) */
  logger?: boolean;
  /** where the log goes instead of stdout (a test reading what the log holds) */
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the Fastify app, in the order the architecture tells: external plugins, ours (db,
 * auth, authorization through the helpers in server/auth), one route folder per area, then the
 * web app with its SPA fallback.
 */
export const buildApp = async ({
  config,
  database,
  webRoot = DEFAULT_WEB_ROOT,
  sendMail,
  logger = true,
  logStream,
}: AppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: logger ? appLoggerOptions(config.logLevel, logStream) : false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // X-Request-Id (or traceparent) from the proxy, else a new one: on each log line, echoed in the answer
    genReqId: requestIdOf,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installJsonBodyParser(app);
  installNulGuard(app);
  installJsonCompression(app);
  installCloseWhenStopping(app);
  installRequestIds(app);

  await registerExternalPlugins(app, config);
  await app.register(dbPlugin, { db: database.db, pool: database.pool, listenUrl: config.databaseListenUrl });
  await app.register(metricsPlugin, { token: config.metricsToken });
  app.decorate('answerCache', new AnswerCache(config.answerCacheBytes));
  const mailer = sendMail ?? createMailer(config, (msg, data) => app.log.info(data ?? {}, msg));
  app.decorate('mail', { send: mailer, publicUrl: config.publicUrl });
  await app.register(authPlugin, { config, sendMail: mailer });
  await app.register(storagePlugin, { config });
  await app.register(imagesPlugin, { webRoot });
  await app.register(messagingPlugin, { config, sendMail: mailer });
  registerNotifications(app, config, mailer);
  await app.register(housekeepingPlugin);
  await registerRoutes(app, config);
  await registerWebApp(app, webRoot);
  return app;
};
