import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const BASE_FILES = ['baseline', 'default-css-variables', 'global'];

/** @mantine/core's folder (its styles.css is exported; its package.json is not). */
const coreRoot = () => path.dirname(require.resolve('@mantine/core/styles.css'));

/** The names of Mantine's per-component stylesheets (styles/<Name>.css), base files and layers aside. */
const componentSheets = (stylesDir: string): Set<string> =>
  new Set(
    readdirSync(stylesDir)
      .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
      .map((file) => file.slice(0, -'.css'.length))
      .filter((name) => !BASE_FILES.includes(name)),
  );

/**
 * Mantine's base stylesheet: its baseline, CSS variables and global rules, in styles.css's order.
 * styles.css is those files then one per component; null when they are not found in it as they are.
 */
export const mantineBaseCss = (root = coreRoot()): string | null => {
  const whole = readFileSync(path.join(root, 'styles.css'), 'utf8');
  const parts = BASE_FILES.map((name) => readFileSync(path.join(root, 'styles', `${name}.css`), 'utf8').trim());
  const at = parts.map((css) => whole.indexOf(css));
  if (at.some((i) => i < 0)) return null;
  return parts
    .map((css, i) => ({ css, at: at[i] as number }))
    .sort((a, b) => a.at - b.at)
    .map((p) => p.css)
    .join('\n');
};

/**
 * The stylesheets a module of @mantine/core's ESM build needs: one per folder of its path that names a
 * component stylesheet (components/Checkbox/CheckboxIndicator/CheckboxIndicator.mjs: Checkbox and
 * CheckboxIndicator). Empty for any other module.
 */
export const sheetsOf = (id: string, sheets: Set<string>, root = coreRoot()): string[] => {
  const esm = `${path.join(root, 'esm')}${path.sep}`;
  if (!id.startsWith(esm) || !id.endsWith('.mjs')) return [];
  return id
    .slice(esm.length)
    .split(path.sep)
    .filter((segment) => sheets.has(segment))
    .map((name) => path.join(root, 'styles', `${name}.css`));
};

/**
 * Mantine's styles, each with what uses it (decision 015): `@mantine/core/styles.css` becomes the base
 * stylesheet, and each component module of Mantine imports its own stylesheet, so a component's CSS
 * lands in the chunk that first runs the component. The dashboard's first load carries only the
 * styles of the shell and the dashboard; a page, menu or dialog loaded later brings its own (Vite's
 * preload helper loads a chunk's CSS before its code runs). A dependency's module runs first, so its
 * stylesheet comes first, as in styles.css.
 */
export const mantineCss = (): Plugin => {
  const root = coreRoot();
  const stylesId = path.join(root, 'styles.css');
  const sheets = componentSheets(path.join(root, 'styles'));
  let base: string | null = null;
  return {
    name: 'splits-mantine-css',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      base = mantineBaseCss(root);
      if (base === null) this.warn('Mantine CSS: the base files are not in styles.css as expected; the whole stylesheet is bundled');
    },
    load(id) {
      return id === stylesId && base !== null ? base : null;
    },
    transform(code, id) {
      if (base === null) return null;
      const imports = sheetsOf(id, sheets, root);
      if (imports.length === 0) return null;
      return { code: `${imports.map((file) => `import ${JSON.stringify(file)};`).join('\n')}\n${code}`, map: null };
    },
  };
};
