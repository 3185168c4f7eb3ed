import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './compress-plugin';

const repo = fileURLToPath(new URL('..', import.meta.url));
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

// The web app: root web/, built into <repo>/dist/web, served by the Fastify server in production.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  envDir: repo,
  plugins: [react(), precompress()],
  resolve: { alias: { '@core': `${repo}core` } },
  build: {
    outDir: `${repo}dist/web`,
    emptyOutDir: true,
    sourcemap: false,
    // Inline nothing as data: or inline script; the CSP allows scripts from the own origin only.
    assetsInlineLimit: 0,
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false, ws: true } },
  },
});
