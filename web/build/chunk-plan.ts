import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { PUBLIC_PAGE_PATHS } from '../app/public-page-paths.ts';
import { STAGES_META } from '../app/app-stages-meta.ts';
import { usedModules, type ModuleGraph } from './used-modules.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Modules whose static imports make up the signed-in app's first load (decision 015): the full
 * app (router, Mantine provider, TanStack Query, guards), the guard effects (API client, contract
 * schemas), the dashboard shell and the dashboard page. Paths are relative to web/.
 */
export const APP_ROOTS = [
  'app/full-app.tsx',
  'app/guards/guard-effects.ts',
  'layouts/default-layout.tsx',
  'features/dashboard/dashboard-page.tsx',
] as const;

/** Written beside index.html: what the server announces (Link header) when it sends index.html for a page. */
export const PRELOAD_FILE = 'preload.json';

/**
 * The app's first load is split into chunks evaluated one task each (app/app-stages.ts), so that no
 * single task evaluates all of it: "app-vendor" (core/ with the stand-in its lazy schemas use,
 * react-router, TanStack Query; not zod, which loads after the first page: lib/late-zod.ts), then
 * "app" (Mantine, the shell, the page). Two, not more: each
 * further chunk is one more request before the first paint on a phone's few connections (a third
 * stage moved the first paint about 80 ms later). A stage imports only the entry's chunk and earlier
 * stages, or it would evaluate "app" with it.
 */
const appStages = (webRoot: string): { name: string; test: (id: string) => boolean }[] => {
  const core = path.join(webRoot, '..', 'core') + path.sep;
  const lazySchema = path.join(webRoot, 'lib', 'lazy-schema.ts');
  return [
    {
      name: 'app-vendor',
      test: (id) => id.startsWith(core) || id === lazySchema || /[\\/]node_modules[\\/](react-router|@tanstack)[\\/]/.test(id),
    },
  ];
};

export interface PreloadManifest {
  /** pages the light public app shows: they never load the app chunk */
  except: string[];
  /** the Link header value for every other page */
  link: string;
}

export interface ChunkGroup {
  name: string;
  test?: (id: string) => boolean;
  tags?: '$initial'[];
  priority: number;
}

/**
 * Left to itself, the bundler gave the dashboard's first load 108 files (one per set of pages that
 * share a module: Mantine's components, hooks, icons, …). Over HTTP/1.1 a phone fetches them a few
 * at a time, one round trip each. This plan puts everything the landing page runs in one chunk
 * ("start", the entry) and everything the signed-in app needs for /dashboard in another ("app"):
 * the modules APP_ROOTS run less the entry's (web/build/used-modules.ts), computed from the module graph
 * once it is complete. Other pages keep their own chunks, split automatically.
 *
 * It also writes preload.json: the app chunk and its CSS as a Link header (modulepreload, preload),
 * which the server sends with index.html for every page but the public ones, so the browser fetches
 * the app alongside the entry instead of after it has run.
 */
export const chunkPlan = (webRoot: string): { plugin: Plugin; groups: ChunkGroup[] } => {
  const app = new Set<string>();
  const stages = appStages(webRoot);
  /** The app chunk and the stage chunks' files, in order; a stage that imports the app chunk fails the build. */
  const planned = (bundle: OutputBundle): { app: OutputChunk; stages: string[] } => {
    const named = (name: string) => {
      const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === name && !c.isEntry);
      return chunk?.type === 'chunk' ? chunk : null;
    };
    const app = named('app');
    if (!app) throw new Error('chunk plan: the build has no "app" chunk');
    const files: string[] = [];
    for (const { name } of stages) {
      const stage = named(name);
      if (!stage) continue;
      if (stage.imports.includes(app.fileName)) throw new Error(`chunk plan: ${name} imports the app chunk, so it would evaluate it too`);
      files.push(stage.fileName);
    }
    return { app, stages: files };
  };
  const plugin: Plugin = {
    name: 'splits-chunk-plan',
    apply: 'build',
    async buildEnd(error) {
      if (error) return;
      const known = new Set(this.getModuleIds());
      const resolveRoot = (file: string) => {
        const id = path.join(webRoot, file);
        if (!known.has(id)) this.error(`chunk plan: ${file} is not part of the build (named in web/build/chunk-plan.ts)`);
        return id;
      };
      const graph: ModuleGraph = {
        code: (id) => this.getModuleInfo(id)?.code ?? null,
        importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        resolve: async (specifier, importer) => (await this.resolve(specifier, importer))?.id ?? null,
      };
      const initial = await usedModules(graph, [resolveRoot('main.tsx')]);
      app.clear();
      for (const id of await usedModules(graph, APP_ROOTS.map(resolveRoot))) if (!initial.has(id)) app.add(id);
    },
    generateBundle(_options, bundle) {
      const { app: chunk, stages: stageFiles } = planned(bundle);
      const css = [...(chunk.viteMetadata?.importedCss ?? [])];
      const scripts = [...stageFiles, chunk.fileName];
      const manifest: PreloadManifest = {
        except: [...PUBLIC_PAGE_PATHS],
        // crossorigin: the app loads its CSS with a CORS link (Vite's preload helper); a plain preload would be fetched twice
        link: [
          ...scripts.map((file) => `</${file}>; rel=modulepreload`),
          ...css.map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
        ].join(', '),
      };
      this.emitFile({ type: 'asset', fileName: PRELOAD_FILE, source: `${JSON.stringify(manifest)}\n` });
    },
    // index.html names the stages, in order, for app/app-stages.ts (read from the final chunks)
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        bundle
          ? [
              {
                tag: 'meta',
                attrs: {
                  name: STAGES_META,
                  content: planned(bundle)
                    .stages.map((file) => `/${file}`)
                    .join(' '),
                },
                injectTo: 'head',
              },
            ]
          : [],
    },
  };
  return {
    plugin,
    groups: [
      { name: 'start', tags: ['$initial'], priority: stages.length + 2 },
      ...stages.map(({ name, test }, i) => ({ name, test: (id: string) => app.has(id) && test(id), priority: stages.length + 1 - i })),
      { name: 'app', test: (id) => app.has(id), priority: 1 },
    ],
  };
};
