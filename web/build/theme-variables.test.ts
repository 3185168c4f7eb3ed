import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { MantineProvider } from '@mantine/core';
import { PRIMARY_COLORS } from '@core/api/organizations';
import { buildTheme, cssVariablesResolver, PRIMARY_COLOR_ATTRIBUTE } from '../app/theme';
import { appThemeVariablesCss, themeVariablesCss } from './theme-variables';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** The blocks of a stylesheet of custom properties on :root, in order: the attributes each needs, and its declarations. */
const blocks = (css: string) =>
  [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map((m) => {
    // Mantine writes ":root, :host{…}": the :root half is the page's
    const selector = (m[1] ?? '').split(',')[0]?.trim() ?? '';
    expect(selector.startsWith(':root')).toBe(true);
    const attributes = Object.fromEntries([...selector.matchAll(/\[([\w-]+)="?([\w-]+)"?\]/g)].map((a) => [a[1], a[2]]));
    const declarations = (m[2] ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()] as const);
    return { attributes, declarations };
  });

/** What the cascade gives each variable on <html> with these attributes: the most specific matching block, the later on a tie. */
const effective = (css: string, on: Record<string, string>): Record<string, string> => {
  const won = new Map<string, { specificity: number; value: string }>();
  for (const { attributes, declarations } of blocks(css)) {
    if (!Object.entries(attributes).every(([name, value]) => on[name] === value)) continue;
    const specificity = 1 + Object.keys(attributes).length;
    for (const [name, value] of declarations) {
      const before = won.get(name);
      if (!before || specificity >= before.specificity) won.set(name, { specificity, value });
    }
  }
  return Object.fromEntries([...won].map(([name, { value }]) => [name, value]).sort());
};

/** The stylesheet Mantine's provider writes for the app's theme with this primary colour. */
const mantineCss = (color: (typeof PRIMARY_COLORS)[number]): string => {
  const html = renderToString(
    createElement(MantineProvider, { theme: buildTheme(color), cssVariablesResolver, defaultColorScheme: 'light' }, createElement('div')),
  );
  const style = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(html);
  expect(style).not.toBeNull();
  return (style?.[1] ?? '').replaceAll('&quot;', '"');
};

describe('the theme variables made at build time', () => {
  it('give <html> the variables Mantine writes, for every primary colour and both schemes', async () => {
    const css = await appThemeVariablesCss(webRoot);
    for (const color of PRIMARY_COLORS) {
      const mantine = mantineCss(color);
      for (const scheme of ['light', 'dark']) {
        const ours = effective(css, { [PRIMARY_COLOR_ATTRIBUTE]: color, 'data-mantine-color-scheme': scheme });
        expect(ours, `${color}, ${scheme}`).toEqual(effective(mantine, { 'data-mantine-color-scheme': scheme }));
      }
    }
    // what differs between colours is some 20 declarations each: the rest is written once
    expect(css.length).toBeLessThan(40_000);
  }, 30_000);

  it('writes shared variables once and each colour its own, a scheme outranking the shared ones', () => {
    const css = themeVariablesCss(
      {
        red: { variables: { '--a': '1', '--p': 'red' }, light: { '--l': 'x', '--q': 'red-text' }, dark: {} },
        blue: { variables: { '--a': '1' }, light: { '--l': 'x', '--q': 'blue-text' }, dark: { '--d': 'y' } },
      },
      'data-p',
    );
    expect(css).toBe(
      [
        ':root{--a: 1;}',
        ':root[data-p="red"]{--p: red;}',
        ':root[data-mantine-color-scheme="light"]{--l: x;}',
        ':root[data-p="red"][data-mantine-color-scheme="light"]{--q: red-text;}',
        ':root[data-p="blue"][data-mantine-color-scheme="light"]{--q: blue-text;}',
        ':root[data-p="blue"][data-mantine-color-scheme="dark"]{--d: y;}',
        '',
      ].join('\n'),
    );
  });
});
