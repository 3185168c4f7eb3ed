import fp from 'fastify-plugin';
import type { Config } from '../config/config';
import { createStorageBackend } from './backends/create-backend';
import type { StorageBackend } from './backends/storage-backend';
import { downloadSigningKey } from './download-token';
import type { StorageContext } from './storage-context';
import { createTusUploads, type TusUploads } from './tus/tus-server';

declare module 'fastify' {
  interface FastifyInstance {
    /** the file store: backend, metadata, limits, and the tus uploads in progress */
    storage: StorageContext & { tus: TusUploads };
  }
}

interface StoragePluginOptions {
  config: Config;
  /** a backend built elsewhere (tests); default: the configured one */
  backend?: StorageBackend;
}

const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/** Storage: the backend (local disk or S3), download-link key, tus staging and its hourly cleanup. */
export const storagePlugin = fp<StoragePluginOptions>(
  async (app, { config, backend }) => {
    const storageConfig = config.storage;
    const context: StorageContext = {
      db: app.db,
      backend: backend ?? createStorageBackend(storageConfig),
      config: storageConfig,
      signingKey: downloadSigningKey(storageConfig.signingSecret, config.auth.secret),
      publicUrl: config.publicUrl,
    };
    const tus = createTusUploads(context, (e) => app.log.error({ err: e }, 'upload commit failed'));
    app.decorate('storage', { ...context, tus });

    const timer = setInterval(() => {
      tus.server.cleanUpExpiredUploads().catch((e: unknown) => app.log.warn({ err: e }, 'staged upload cleanup failed'));
    }, CLEANUP_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await context.backend.close();
    });
  },
  { name: 'splits-storage', dependencies: ['splits-db', 'splits-auth'] },
);
