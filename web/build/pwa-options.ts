import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The installable app (issue 26, decision 053): the web app manifest, its icons and the service
 * worker web/sw.ts, built with the precache list of the build injected (injectManifest). The app
 * registers the worker itself (lib/pwa/register-service-worker.ts), so no script is injected (CSP).
 * The worker's build resolves modules as the app's does (@core).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: true,
  manifest: {
    id: '/dashboard',
    name: 'Splits',
    short_name: 'Splits',
    description: 'Roster, meets, results, records, schedule and messaging for track-and-field teams.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#000000',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // the built files themselves; their .br/.gz copies are the server's business
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    globIgnores: ['**/*.br', '**/*.gz', 'preload.json'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
};
