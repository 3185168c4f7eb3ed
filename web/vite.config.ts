import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/compress-plugin.ts';
import { chunkPlan } from './build/chunk-plan.ts';
import { lazyContract } from './build/lazy-contract.ts';
import { mantineCss } from './build/mantine-css.ts';
import { pwaOptions } from './build/pwa-options.ts';

const repo = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';
const webRoot = fileURLToPath(new URL('.', import.meta.url));
const plan = chunkPlan(webRoot);
const FEATURE_ENTRY = /[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

// The web app: root web/, built into <repo>/dist/web, served by the Fastify server in production.
// Its speed layer (the plugins in web/build/, each measured with and without): docs/performance.md.
export default defineConfig({
  root: webRoot,
  envDir: repo,
  plugins: [lazyContract(), react(), mantineCss(webRoot), plan.plugin, VitePWA(pwaOptions), precompress()],
  resolve: { alias: [{ find: '@core', replacement: `${repo}core` }] },
  build: {
    outDir: `${repo}dist/web`,
    emptyOutDir: true,
    sourcemap: false,
    // Inline nothing as data: or inline script; the CSP allows scripts from the own origin only.
    assetsInlineLimit: 0,
    // two chunks for the first loads: the landing page's and the signed-in app's (web/build/chunk-plan.ts);
    // the app's is about 560 kB before compression, 163 KiB gzip.
    // lazyBarrel: the modules of side-effect-free barrels (@tabler/icons-react's 6,000 icons) that
    // nothing imports are never loaded: 1,445 modules instead of 8,081, the same output (decision 032)
    // The features' public entries (web/features/<name>/index.ts) only re-export (decision 017; eslint.config.js enforces it):
    // declared free of side effects, a page loads the modules of the names it imports from one, not
    // every module the entry lists (the dashboard's first load carried the members, organizations and
    // schedule calls of other pages through theirs).
    rolldownOptions: {
      experimental: { lazyBarrel: true },
      treeshake: { moduleSideEffects: (id) => (FEATURE_ENTRY.test(id) ? false : undefined) },
      output: { codeSplitting: { groups: plan.groups } },
    },
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false, ws: true } },
  },
});
