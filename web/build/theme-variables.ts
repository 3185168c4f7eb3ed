import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type * as ThemeModule from '../app/theme.ts';
import type * as OrganizationsModule from '../../core/api/organizations.ts';

/** Mantine's CSS variables in its three scopes (CSSVariablesResolver's result). */
export interface CssVariables {
  variables: Record<string, string>;
  light: Record<string, string>;
  dark: Record<string, string>;
}

type Scope = keyof CssVariables;
const SCOPES: Scope[] = ['variables', 'light', 'dark'];

const block = (selector: string, entries: [string, string][]): string =>
  entries.length ? `${selector}{${entries.map(([name, value]) => `${name}: ${value};`).join('')}}\n` : '';

const schemeSelector = (scope: Scope, primary?: { attribute: string; color: string }): string => {
  const root = primary === undefined ? ':root' : `:root[${primary.attribute}="${primary.color}"]`;
  return scope === 'variables' ? root : `${root}[data-mantine-color-scheme="${scope}"]`;
};

/**
 * One stylesheet for every primary colour: the variables all colours share once, the rest per
 * colour under `:root[<attribute>="<colour>"]`. A colour scheme's variables outrank the
 * shared ones, as in Mantine's own sheet (its light and dark blocks come after `:root` and are more
 * specific): the order is shared, per colour, shared per scheme, per colour per scheme.
 */
export const themeVariablesCss = (byColor: Record<string, CssVariables>, attribute: string): string => {
  const colors = Object.keys(byColor);
  const first = byColor[colors[0] as string];
  const shared = Object.fromEntries(
    SCOPES.map((scope) => [
      scope,
      Object.entries(first?.[scope] ?? {}).filter(([name, value]) => colors.every((color) => byColor[color]?.[scope][name] === value)),
    ]),
  ) as Record<Scope, [string, string][]>;
  const own = (color: string, scope: Scope): [string, string][] =>
    Object.entries(byColor[color]?.[scope] ?? {}).filter(([name]) => !shared[scope].some(([sharedName]) => sharedName === name));
  return [
    block(schemeSelector('variables'), shared.variables),
    ...colors.map((color) => block(schemeSelector('variables', { attribute, color }), own(color, 'variables'))),
    block(schemeSelector('light'), shared.light),
    block(schemeSelector('dark'), shared.dark),
    ...colors.flatMap((color) => [
      block(schemeSelector('light', { attribute, color }), own(color, 'light')),
      block(schemeSelector('dark', { attribute, color }), own(color, 'dark')),
    ]),
  ].join('');
};

/**
 * The variables Mantine's provider writes for the app's theme with each primary colour, as its
 * `MantineCssVariables` computes them: Mantine's defaults for the theme merged with the app's
 * resolver, less what equals Mantine's defaults for its default theme (those are in its stylesheet).
 * The app's modules are loaded through Vite (they import `@core/...`).
 */
export const appThemeVariablesCss = async (webRoot: string): Promise<string> => {
  const options = {
    configFile: false as const,
    logLevel: 'error' as const,
    resolve: { alias: [{ find: '@core', replacement: path.join(webRoot, '..', 'core') }] },
  };
  const [{ module: theme }, { module: organizations }, mantine] = await Promise.all([
    runnerImport<typeof ThemeModule>(path.join(webRoot, 'app', 'theme.ts'), options),
    runnerImport<typeof OrganizationsModule>(path.join(webRoot, '..', 'core', 'api', 'organizations.ts'), options),
    import('@mantine/core'),
  ]);
  const defaults = mantine.defaultCssVariablesResolver(mantine.DEFAULT_THEME) as CssVariables;
  const variablesFor = (primaryColor: (typeof OrganizationsModule.PRIMARY_COLORS)[number]): CssVariables => {
    const merged = mantine.mergeMantineTheme(mantine.DEFAULT_THEME, theme.buildTheme(primaryColor));
    const all = mantine.deepMerge(mantine.defaultCssVariablesResolver(merged), theme.cssVariablesResolver(merged)) as CssVariables;
    const cleaned = (scope: Scope) =>
      Object.fromEntries(Object.entries(all[scope]).filter(([name, value]) => defaults[scope][name] !== value));
    return { variables: cleaned('variables'), light: cleaned('light'), dark: cleaned('dark') };
  };
  const byColor = Object.fromEntries(organizations.PRIMARY_COLORS.map((color) => [color, variablesFor(color)]));
  return themeVariablesCss(byColor, theme.PRIMARY_COLOR_ATTRIBUTE);
};

const VIRTUAL = 'virtual:splits-theme-variables.css';
const RESOLVED = `\0${VIRTUAL}`;
const STUB = '\0splits-no-mantine-css-variables';

/**
 * The theme's CSS variables as a stylesheet made at build time (decision 038), instead of Mantine's
 * provider computing them on the main thread as the app starts (`withCssVariables={false}`): some
 * 16 ms on a phone before the first paint, half of it in Mantine's module that computes its default
 * variables as it loads. `virtual:splits-theme-variables.css` holds them for every primary colour;
 * in the build, the provider's `MantineCssVariables` (never drawn: `withCssVariables={false}` in every
 * mode) is left out with that module; the dev server pre-bundles Mantine whole, where it is loaded
 * and draws nothing.
 */
export const themeVariables = (webRoot: string): Plugin => {
  let css: string | null = null;
  let stubbed = false;
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'splits-theme-variables',
    enforce: 'pre',
    configResolved(config) {
      command = config.command;
    },
    resolveId(source, importer) {
      if (source === VIRTUAL) return RESOLVED;
      if (
        command === 'build' &&
        source === './MantineCssVariables/MantineCssVariables.mjs' &&
        importer?.replaceAll('\\', '/').endsWith('/@mantine/core/esm/core/MantineProvider/MantineProvider.mjs')
      ) {
        stubbed = true;
        return STUB;
      }
      return null;
    },
    async load(id) {
      if (id === STUB) return 'export function MantineCssVariables() { return null; }';
      if (id !== RESOLVED) return null;
      if (css === null) {
        css = await appThemeVariablesCss(webRoot);
      }
      return css;
    },
    buildEnd(error) {
      // a Mantine release that moves the file: say so rather than quietly computing the variables twice
      if (!error && command === 'build' && !stubbed)
        this.error(
          'theme variables: MantineProvider no longer imports ./MantineCssVariables/MantineCssVariables.mjs; update web/build/theme-variables.ts',
        );
    },
  };
};
