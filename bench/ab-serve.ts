// The server of one bench/lighthouse-ab.ts variant: the environment's configuration, serving the
// web build in AB_WEB_ROOT (a build of the variant's own; the product always serves dist/web).
import { main } from '../server/main';

const webRoot = process.env.AB_WEB_ROOT;
if (!webRoot) throw new Error('AB_WEB_ROOT: the folder of the web build to serve');
await main({ webRoot });
