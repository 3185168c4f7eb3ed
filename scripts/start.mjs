/**
 * `npm start`: compiles the server (server/build/compile-server.mjs), then runs the compiled scripts/start.ts in
 * this process with plain node, source maps on for stack traces. Its printed times count from this
 * process's start, the compile included.
 */
import { pathToFileURL } from 'node:url';
import { compileServer } from '../server/build/compile-server.mjs';

const { start } = await compileServer();
console.log(`server compiled (${(performance.now() / 1000).toFixed(1)} s)`);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(start).href);
