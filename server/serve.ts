/**
 * Runs the server with the environment's configuration: `npm run dev:server` runs this file under tsx,
 * the browser tests and the bench its compiled form (dist/server/serve.mjs, server/build/compile-server.mjs).
 * `npm start` goes through scripts/start.ts instead, which also builds the web app.
 */
import { main } from './main';

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
