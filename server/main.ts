import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/config';
import { openConfiguredDatabase, type Database } from './db/database';
import { sessionPool } from './db/advisory-lock';
import { prepareSchema } from './db/prepare-schema';
import { demoBanner, seedDemo } from './seed/demo';
import { ensureSigningKey } from './auth/signing-key';
import { checkStoreAtStart } from './storage/store-check';

interface RunningServer {
  app: FastifyInstance;
  config: Config;
  database: Database;
  address: string;
  stop: () => Promise<void>;
}

interface StartOptions {
  /**
   * Work done meanwhile that the server waits for before it listens: `npm start` builds the web
   * app while the database starts (scripts/start.ts). It must not reject.
   */
  beforeListen?: Promise<unknown>;
  /** told when a step is done (npm start prints where the time goes) */
  onStep?: (step: string) => void;
  /** the database, already being opened (npm start opens it while the server's modules load) */
  database?: Promise<Database>;
  /** the built web app to serve (default dist/web); bench/lighthouse-ab.ts serves a build per variant */
  webRoot?: string;
}

/** Starts everything: config, database (embedded or DATABASE_URL), migrations, app, demo data, listen. */
export const startServer = async (
  config: Config = loadConfig(),
  { beforeListen, onStep, database: opening, webRoot }: StartOptions = {},
): Promise<RunningServer> => {
  const database = await (opening ?? openConfiguredDatabase(config));
  onStep?.('database started');
  try {
    const locks = sessionPool(config.databaseListenUrl, database.pool);
    let seeded = false;
    let app: FastifyInstance;
    try {
      // not onStep?.(await ...): optional chaining would skip the call itself when there is no onStep
      const schema = await prepareSchema(config, locks.pool);
      onStep?.(schema);
      // the web app is found when a page is asked for (server/plugins/static.ts): built meanwhile, it is there before listen
      app = await buildApp({ config, database, ...(webRoot ? { webRoot } : {}) });
      await checkStoreAtStart(app.storage.backend, config.storage).catch(async (e: unknown) => {
        await app.close();
        throw e;
      });
      await ensureSigningKey(app, config, locks.pool);
      seeded = config.seedDemo ? await seedDemo(app, locks.pool) : false;
    } finally {
      await locks.close();
    }
    if (seeded) onStep?.('demo team created');
    await beforeListen;
    const address = await app.listen({
      port: config.port,
      host: config.host,
      // Sign-in and sign-up work only at PUBLIC_URL (better-auth's origin check): name it, not the socket.
      listenTextResolver: (socket) => `Server listening at ${socket}; open ${config.publicUrl}`,
    });
    if (seeded) process.stdout.write(demoBanner(config.publicUrl));
    if (config.auth.passwordCost === 'low' && config.env !== 'test')
      app.log.warn("PASSWORD_HASH_COST=low: new passwords are hashed at a test suite's cost. Never set it for real accounts.");
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        await app.close();
        await database.close();
      })());
    return { app, config, database, address, stop };
  } catch (e) {
    await database.close();
    throw e;
  }
};

/** How long requests in flight may take to finish once a stop signal came, before the process exits anyway. */
const STOP_DEADLINE_MS = 10_000;

/**
 * On SIGINT or SIGTERM: stops listening, tells WebSockets 1001 (server/plugins/messaging.ts), lets
 * requests in flight finish, closes the pool, stops the embedded PostgreSQL, exits.
 */
const stopOnSignals = (server: RunningServer): void => {
  const onSignal = (signal: NodeJS.Signals) => {
    server.app.log.info(`${signal} received: shutting down`);
    setTimeout(() => {
      console.error(`${signal}: not stopped within ${STOP_DEADLINE_MS / 1000} s (requests still running): exiting`);
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    server.stop().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
};

export const main = async (options: StartOptions & { config?: Config } = {}): Promise<RunningServer> => {
  try {
    const server = await startServer(options.config ?? loadConfig(), options);
    stopOnSignals(server);
    return server;
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
};
