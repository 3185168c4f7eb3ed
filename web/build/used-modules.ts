/**
 * The modules a set of roots runs, from the bundler's module graph: static imports followed, and
 * re-exporting index files of packages ("barrels", e.g. `@mantine/core`, `@tabler/icons-react`)
 * and the features' public entries (`web/features/<name>/index.ts`) followed only for the names
 * imported from them. Without that, importing `Button` from
 * `@mantine/core` would count every Mantine component any page uses (web/build/chunk-plan.ts).
 */

/** What one module imports from one specifier: some names, or everything (namespace, side effect, unknown). */
interface ImportEdge {
  specifier: string;
  names: string[] | 'all';
}

export interface ModuleGraph {
  /** transformed code of a module, null when unknown (virtual, external) */
  code: (id: string) => string | null;
  /** the module's static imports, resolved */
  importedIds: (id: string) => readonly string[];
  /** resolves a specifier as written in `importer` to a module id */
  resolve: (specifier: string, importer: string) => Promise<string | null>;
}

const importedName = (part: string): string => (part.trim().split(/\s+as\s+/)[0] ?? '').trim();
const exportedPair = (part: string): [local: string, exported: string] => {
  const [local = '', exported = local] = part
    .trim()
    .split(/\s+as\s+/)
    .map((s) => s.trim());
  return [local, exported];
};
const list = (names: string): string[] =>
  names
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '' && !n.startsWith('type '));

const withoutComments = (code: string): string => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The static import and re-export statements of a module (ESM as the bundler sees it after transforms). */
export const parseImports = (code: string): ImportEdge[] => {
  const src = withoutComments(code);
  const edges: ImportEdge[] = [];
  const from = String.raw`\s*from\s*["']([^"']+)["']`;
  for (const m of src.matchAll(new RegExp(String.raw`\bimport\s+(?:([\w$]+)\s*,\s*)?\{([^}]*)\}` + from, 'g'))) {
    const names = list(m[2] ?? '').map(importedName);
    edges.push({ specifier: m[3] as string, names: m[1] ? [...names, 'default'] : names });
  }
  for (const m of src.matchAll(new RegExp(String.raw`\bimport\s+([\w$]+)` + from, 'g'))) {
    edges.push({ specifier: m[2] as string, names: ['default'] });
  }
  for (const m of src.matchAll(new RegExp(String.raw`\bimport\s+(?:[\w$]+\s*,\s*)?\*\s*as\s+[\w$]+` + from, 'g'))) {
    edges.push({ specifier: m[1] as string, names: 'all' });
  }
  for (const m of src.matchAll(new RegExp(String.raw`\bexport\s*\{([^}]*)\}` + from, 'g'))) {
    edges.push({ specifier: m[2] as string, names: list(m[1] ?? '').map(importedName) });
  }
  for (const m of src.matchAll(new RegExp(String.raw`\bexport\s*\*(?:\s*as\s+[\w$]+)?` + from, 'g'))) {
    edges.push({ specifier: m[1] as string, names: 'all' });
  }
  for (const m of src.matchAll(/\bimport\s*["']([^"']+)["']/g)) edges.push({ specifier: m[1] as string, names: 'all' });
  return edges;
};

/**
 * A barrel: a package module made only of import and export statements. Answers, for each name it
 * exports, the specifier and the name there; null when the module is not a barrel.
 */
export const barrelExports = (code: string): Map<string, { specifier: string; name: string }> | null => {
  const src = withoutComments(code);
  const rest = src
    .replace(/\b(?:import|export)\s*(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?|[\w$]+)\s*from\s*["'][^"']+["']\s*;?/g, '')
    .replace(/\bexport\s*\{[^}]*\}\s*;?/g, '')
    .replace(/^\s*["']use client["'];?/, '');
  if (rest.trim() !== '') return null;
  const locals = new Map<string, { specifier: string; name: string }>();
  const from = String.raw`\s*from\s*["']([^"']+)["']`;
  for (const m of src.matchAll(new RegExp(String.raw`\bimport\s*\{([^}]*)\}` + from, 'g'))) {
    for (const part of list(m[1] ?? '')) {
      const [name, local] = exportedPair(part);
      locals.set(local, { specifier: m[2] as string, name });
    }
  }
  for (const m of src.matchAll(new RegExp(String.raw`\bimport\s+([\w$]+)` + from, 'g'))) {
    locals.set(m[1] as string, { specifier: m[2] as string, name: 'default' });
  }
  const exported = new Map<string, { specifier: string; name: string }>();
  for (const m of src.matchAll(new RegExp(String.raw`\bexport\s*\{([^}]*)\}` + from, 'g'))) {
    for (const part of list(m[1] ?? '')) {
      const [name, as] = exportedPair(part);
      exported.set(as, { specifier: m[2] as string, name });
    }
  }
  for (const m of src.matchAll(/\bexport\s*\{([^}]*)\}/g)) {
    if (/^\s*from\b/.test(src.slice((m.index ?? 0) + m[0].length))) continue;
    for (const part of list(m[1] ?? '')) {
      const [local, as] = exportedPair(part);
      const source = locals.get(local);
      if (source) exported.set(as, source);
    }
  }
  return exported;
};

/** A feature's public entry (web/features/<name>/index.ts): a barrel of its own, followed name by name like a package's. */
const FEATURE_ENTRY = /[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/** Every module `roots` run (see the file's comment). */
export const usedModules = async (graph: ModuleGraph, roots: readonly string[]): Promise<Set<string>> => {
  const used = new Set<string>();
  const seenNames = new Map<string, Set<string>>();
  const barrels = new Map<string, ReturnType<typeof barrelExports>>();
  const resolved = new Map<string, string | null>();
  const resolve = async (specifier: string, importer: string) => {
    const key = `${importer}\0${specifier}`;
    if (!resolved.has(key)) resolved.set(key, await graph.resolve(specifier, importer));
    return resolved.get(key) ?? null;
  };
  const barrelOf = (id: string) => {
    if (!barrels.has(id)) {
      const code = id.includes('node_modules') || FEATURE_ENTRY.test(id) ? graph.code(id) : null;
      barrels.set(id, code === null ? null : barrelExports(code));
    }
    return barrels.get(id) ?? null;
  };

  const queue: { id: string; names: string[] | 'all' }[] = roots.map((id) => ({ id, names: 'all' }));
  while (queue.length > 0) {
    const { id, names } = queue.pop() as { id: string; names: string[] | 'all' };
    const barrel = names === 'all' ? null : barrelOf(id);
    if (barrel && names !== 'all') {
      const seen = seenNames.get(id) ?? new Set<string>();
      seenNames.set(id, seen);
      for (const name of names) {
        if (seen.has(name)) continue;
        seen.add(name);
        const source = barrel.get(name);
        if (!source) {
          // a name the barrel does not list (export *): take the whole barrel
          queue.push({ id, names: 'all' });
          break;
        }
        const target = await resolve(source.specifier, id);
        if (target) queue.push({ id: target, names: [source.name] });
      }
      continue;
    }
    if (used.has(id)) continue;
    used.add(id);
    const code = graph.code(id);
    const edges = code === null ? [] : parseImports(code);
    const followed = new Set<string>();
    for (const edge of edges) {
      const target = await resolve(edge.specifier, id);
      if (!target) continue;
      followed.add(target);
      queue.push({ id: target, names: edge.names });
    }
    // anything the parse missed is followed whole
    for (const target of graph.importedIds(id)) if (!followed.has(target)) queue.push({ id: target, names: 'all' });
  }
  return used;
};
