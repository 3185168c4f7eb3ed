import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config/config';
import { openDatabase, type Database } from './db/database';
import { runMigrations } from './db/migrate';
import { demoBanner, seedDemo } from './seed/demo';

interface RunningServer {
  app: FastifyInstance;
  config: Config;
  database: Database;
  address: string;
  stop: () => Promise<void>;
}

/** Starts everything: config, database (embedded or DATABASE_URL), migrations, app, demo data, listen. */
export const startServer = async (config: Config = loadConfig()): Promise<RunningServer> => {
  const database = await openDatabase(config, (m) => {
    if (config.logLevel === 'debug' || config.logLevel === 'trace') process.stdout.write(`[postgres] ${m}`);
  });
  try {
    await runMigrations(database.db);
    const app = await buildApp({ config, database });
    const seeded = config.seedDemo ? await seedDemo(app) : false;
    const address = await app.listen({ port: config.port, host: config.host });
    if (seeded) process.stdout.write(demoBanner(config.publicUrl));
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

/** Closes Fastify, then the pool, then stops the embedded PostgreSQL, on SIGINT or SIGTERM. */
const stopOnSignals = (server: RunningServer): void => {
  const onSignal = (signal: NodeJS.Signals) => {
    server.app.log.info(`${signal} received: shutting down`);
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

export const main = async (): Promise<RunningServer> => {
  try {
    const server = await startServer();
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

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
