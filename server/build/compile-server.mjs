/**
 * Compiles the server for `npm start` and the browser tests: `scripts/start.ts` and `server/serve.ts`,
 * with every module of server/ and core/ they import, into dist/server (esbuild, ES modules, one
 * chunk per lazily imported part, source maps beside them). Packages stay imports of node_modules.
 * Plain node then runs it: under tsx every module, node_modules' included, went through its loader
 * hooks, which cost more than loading them (decision 034). Plain JavaScript, since it runs first.
 */
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SERVER_OUT = path.join(repo, 'dist', 'server');
const ENTRIES = { start: 'scripts/start.ts', serve: 'server/serve.ts' };

/**
 * A module reads files beside itself through `import.meta.url` (migrations, the common-password
 * list, the web build): each keeps its own source file's address, written relative to the output
 * so the compiled tree still works where the clone is moved.
 */
const ownImportMetaUrl = (outdir) => ({
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      const contents = source.includes('import.meta.url')
        ? source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`)
        : source;
      return { contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
});

/**
 * Builds dist/server afresh (about half a second); resolves with the output's entry files. A test
 * that runs while the browser suite's server runs from dist/server (npm test runs them side by side)
 * names a folder of its own under dist/, so neither removes the chunks the other's server loads lazily.
 */
export const compileServer = async (outdir = SERVER_OUT) => {
  await rm(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: repo,
    entryPoints: ENTRIES,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownImportMetaUrl(outdir)],
  });
  return Object.fromEntries(Object.keys(ENTRIES).map((name) => [name, path.join(outdir, `${name}.mjs`)]));
};
