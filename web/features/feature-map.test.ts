import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md draws the web features and the features each may import; the linter
 * (eslint.config.js, FEATURE_IMPORTS) enforces them. The two are one map: this keeps the picture true.
 */
const repo = fileURLToPath(new URL('../..', import.meta.url));
const FEATURES = readdirSync(path.join(repo, 'web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

interface Zone {
  target: string | string[];
  from: string;
  except?: string[];
}

/** What the linter lets each feature import: the index.ts of the features its zone excepts. */
const linted = async (): Promise<Map<string, string[]>> => {
  // a computed specifier: the config is plain JavaScript, read as the linter reads it
  const config = (await import(pathToFileURL(path.join(repo, 'eslint.config.js')).href)).default as {
    rules?: Record<string, unknown>;
  }[];
  const zones = config.flatMap((block) => {
    const rule = block.rules?.['import-x/no-restricted-paths'] as [string, { zones: Zone[] }] | undefined;
    return rule ? rule[1].zones : [];
  });
  const map = new Map<string, string[]>();
  for (const zone of zones) {
    const feature = typeof zone.target === 'string' ? /^\.\/web\/features\/([^/]+)$/.exec(zone.target)?.[1] : undefined;
    if (!feature || zone.from !== './web/features') continue;
    const others = (zone.except ?? []).flatMap((e) => /^\.\/([^/]+)\/index\.ts$/.exec(e)?.[1] ?? []);
    map.set(feature, others.sort());
  }
  return map;
};

/** The map in docs/architecture.md: `a, b -> c, d   (a note)`, an indented line continuing the one above. */
const documented = (): { imports: Map<string, string[]>; importedByNone: string[] } => {
  const doc = readFileSync(path.join(repo, 'docs/architecture.md'), 'utf8');
  const start = doc.indexOf('Features and the features they import');
  const block = /```\n([\s\S]*?)```/.exec(doc.slice(start))![1]!;
  const lines = block.split('\n').reduce<string[]>((all, line) => {
    if (/^\s+\S/.test(line) && all.length > 0) all[all.length - 1] += ` ${line.trim()}`;
    else if (line.trim()) all.push(line.trim());
    return all;
  }, []);
  const imports = new Map<string, string[]>();
  const importedByNone: string[] = [];
  for (const line of lines) {
    const [left, right] = line.split('->').map((part) => part.trim()) as [string, string];
    const names = (text: string) =>
      text
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
    const targets = right.startsWith('no feature') ? [] : names(right.split('(')[0]!);
    for (const feature of names(left)) {
      expect(imports.has(feature), `${feature} has two lines in docs/architecture.md`).toBe(false);
      imports.set(feature, targets.sort());
      if (right.includes('imported by no feature')) importedByNone.push(feature);
    }
  }
  return { imports, importedByNone };
};

describe('the web feature map', () => {
  it('docs/architecture.md lists every feature with exactly the imports the linter allows', async () => {
    const lint = await linted();
    const { imports } = documented();
    expect([...lint.keys()].sort()).toEqual(FEATURES);
    expect([...imports.keys()].sort()).toEqual(FEATURES);
    for (const feature of FEATURES) expect(imports.get(feature), `docs/architecture.md: ${feature} ->`).toEqual(lint.get(feature));
  });

  it('a feature the docs say no feature imports is allowed to none', async () => {
    const lint = await linted();
    const allowed = new Set([...lint.values()].flat());
    for (const feature of documented().importedByNone) expect(allowed.has(feature), feature).toBe(false);
  });
});
