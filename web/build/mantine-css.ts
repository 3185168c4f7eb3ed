import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { usedModules, type ModuleGraph } from './used-modules.ts';

const require = createRequire(import.meta.url);
const BASE_FILES = ['baseline', 'default-css-variables', 'global'];
const SOURCE = /\.(ts|tsx)$/;
const SKIP = /\.test\.tsx?$/;

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.') || name === 'node_modules') return [];
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return SOURCE.test(name) && !SKIP.test(name) ? [file] : [];
  });

/** A Mantine package's folder (its styles.css is exported; its package.json is not). */
const packageRoot = (name: string) => path.dirname(require.resolve(`@mantine/${name}/styles.css`));

const firstExisting = (candidates: string[]) => candidates.find((f) => existsSync(f) && statSync(f).isFile()) ?? null;

/** The web app's sources and Mantine's packages, read from disk: enough to know which components the app uses. */
const fileGraph = (): ModuleGraph => ({
  code: (id) => (existsSync(id) ? readFileSync(id, 'utf8') : null),
  importedIds: () => [],
  resolve: async (specifier, importer) => {
    if (specifier.startsWith('.')) {
      const base = path.resolve(path.dirname(importer), specifier);
      return firstExisting([base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]);
    }
    const pkg = /^@mantine\/(core|dates|notifications)$/.exec(specifier);
    if (!pkg) return null; // other packages hold no Mantine component
    return path.join(packageRoot(pkg[1] as string), 'esm', 'index.mjs');
  },
});

/**
 * Mantine's stylesheet cut down to the components the app uses: styles.css is the concatenation of
 * one file per component (styles/<Name>.css) after the baseline, the CSS variables and the global
 * rules; this keeps those files whose name is a folder of a Mantine module the app's sources run,
 * in styles.css's order. Null when something does not add up (then the whole file is used).
 */
export const usedMantineCss = async (webRoot: string): Promise<string | null> => {
  const coreRoot = packageRoot('core');
  const modules = await usedModules(fileGraph(), sources(webRoot));
  const folders = new Set<string>();
  for (const id of modules) {
    const at = id.indexOf(`${path.sep}@mantine${path.sep}core${path.sep}esm${path.sep}`);
    if (at >= 0) for (const segment of id.slice(at).split(path.sep)) folders.add(segment);
  }
  const whole = readFileSync(path.join(coreRoot, 'styles.css'), 'utf8');
  const stylesDir = path.join(coreRoot, 'styles');
  const parts: { at: number; css: string }[] = [];
  for (const file of readdirSync(stylesDir)) {
    if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
    const name = file.slice(0, -'.css'.length);
    if (!BASE_FILES.includes(name) && !folders.has(name)) continue;
    const css = readFileSync(path.join(stylesDir, file), 'utf8').trim();
    const at = whole.indexOf(css);
    if (at < 0) return null;
    parts.push({ at, css });
  }
  if (parts.length <= BASE_FILES.length) return null;
  return parts
    .sort((a, b) => a.at - b.at)
    .map((p) => p.css)
    .join('\n');
};

/**
 * Serves `@mantine/core/styles.css` as the styles of the components the app uses (decision 015):
 * about 27 KB gzip instead of 41, and less for the browser to match on every page. A component
 * first used anywhere in web/ is picked up by the next build.
 */
export const mantineCss = (webRoot: string): Plugin => {
  const stylesId = path.join(packageRoot('core'), 'styles.css');
  let css: string | null = null;
  return {
    name: 'splits-mantine-css',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      css = await usedMantineCss(webRoot);
      if (css === null) this.warn('Mantine CSS: could not work out the components in use; the whole stylesheet is bundled');
    },
    load(id) {
      return id === stylesId && css !== null ? css : null;
    },
  };
};
