import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';

/** The fields of a call (core/api/define-call.ts) that hold schemas. */
const SCHEMA_FIELDS = new Set(['query', 'body', 'response']);
/** Methods of a schema that answer a schema: a const built by one of them from another schema is a schema. */
const SCHEMA_METHODS = new Set([
  'extend',
  'pick',
  'omit',
  'partial',
  'required',
  'merge',
  'refine',
  'superRefine',
  'optional',
  'nullable',
  'array',
  'and',
  'or',
  'strict',
  'meta',
  'describe',
]);
const HELPER = fileURLToPath(new URL('../lib/lazy-schema.ts', import.meta.url));
const LATE_ZOD = fileURLToPath(new URL('../lib/late-zod.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../..', import.meta.url));

/** The contract: core/api/, and the mark schemas its calls share (absolute paths; a folder ends in a separator). */
export const CONTRACT: readonly string[] = [path.join(REPO, 'core', 'api') + path.sep, path.join(REPO, 'core', 'marks', 'schema.ts')];

/** Whether `id` is a module of the contract (not a test). */
const inContract = (id: string): boolean => CONTRACT.some((at) => id.startsWith(at)) && id.endsWith('.ts') && !id.endsWith('.test.ts');

/** Every module of the contract, as absolute paths. */
export const contractModules = (): string[] =>
  CONTRACT.flatMap((at) => (at.endsWith(path.sep) ? readdirSync(at).map((file) => path.join(at, file)) : [at])).filter(inContract);

/* eslint-disable @typescript-eslint/no-explicit-any -- ESTree nodes from parseAst */
type AstNode = any;

/** The identifier a chain of calls and member reads starts from: `z` for z.object({}).extend({}). */
const rootOf = (node: AstNode): string | null => {
  let at = node;
  for (;;) {
    if (at.type === 'CallExpression') at = at.callee;
    else if (at.type === 'MemberExpression') at = at.object;
    else return at.type === 'Identifier' ? (at.name as string) : null;
  }
};

const outerMethod = (call: AstNode): string | null =>
  call.callee.type === 'MemberExpression' && call.callee.property.type === 'Identifier' ? (call.callee.property.name as string) : null;

/** A TypeScript type (never evaluated); `x as T`, `x satisfies T` and `x!` are their expressions. */
const isType = (node: AstNode): boolean =>
  node.type.startsWith('TS') && !['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(node.type);

/** Node types whose subtree runs later (a function's body) or never (a type). */
const isDeferred = (node: AstNode): boolean =>
  node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration' || isType(node);

/** Visits `node` and the nodes under it, parents first; `visit` answers false to leave a node's children out. */
const walk = (node: AstNode, visit: (node: AstNode, parent: AstNode | null) => boolean, parent: AstNode | null = null): void => {
  if (!node || typeof node.type !== 'string' || !visit(node, parent)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type' || key === 'start' || key === 'end') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (child && typeof child === 'object') walk(child, visit, node);
  }
};

/** Every `z.<member>` a module reads outside its types (what lib/zod-members.ts must hold). */
export const zodMembersRead = (code: string): Set<string> => {
  const names = new Set<string>();
  walk(parseAst(code, { lang: 'ts' }), (node) => {
    if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && node.object.name === 'z' && !node.computed)
      names.add(node.property.name as string);
    return !isType(node);
  });
  return names;
};

/**
 * Where the module, as rewritten, would touch zod while it is evaluated: `z` itself, or a schema's
 * member (which builds it), outside the rewritten initializers and outside function bodies.
 */
const usesZodOnLoad = (
  program: AstNode,
  skipped: { start: number; end: number }[],
  isSchema: (name: string) => boolean,
): AstNode | null => {
  let found: AstNode | null = null;
  const touches = (node: AstNode, parent: AstNode | null): boolean => {
    if (node.type === 'Identifier' && node.name === 'z') {
      const named = parent?.type === 'MemberExpression' && parent.property === node && !parent.computed;
      const key = parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand;
      return !named && !key && parent?.type !== 'ExportSpecifier';
    }
    return node.type === 'MemberExpression' && node.object.type === 'Identifier' && isSchema(node.object.name as string);
  };
  walk(program, (node, parent) => {
    if (found || skipped.some((range) => node.start >= range.start && node.end <= range.end)) return false;
    if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || isDeferred(node)) return false;
    if (touches(node, parent)) found = node;
    return !found;
  });
  return found;
};

/**
 * Rewrites a contract module (core/api/<area>.ts) so that its schemas are built on first use: each
 * top-level `const` built by zod (`z.…`, or a schema method of another schema) becomes
 * `lazySchema(() => …)`, and each call's `query`, `body` and `response` becomes a getter that builds
 * its schema on first read. Its `import { z } from 'zod'` takes `z` from lib/late-zod.ts, which zod
 * fills once loaded (after the dashboard's first page), so it throws when the module would touch
 * zod while it loads. Null when there is nothing to rewrite.
 */
export const lazyContractSource = (code: string, helper = HELPER, lateZod = LATE_ZOD): string | null => {
  const ast = parseAst(code, { lang: 'ts' }) as AstNode;
  const edits: { start: number; end: number; text: string }[] = [];
  /** the rewritten initializers and schema fields: built on first use, not while the module loads */
  const deferred: { start: number; end: number }[] = [];
  const schemas = new Set<string>();
  /** a schema of this module, or one imported (by the contract's naming: `…Schema`) */
  const isSchema = (name: string): boolean => schemas.has(name) || /Schema$/.test(name);
  for (const statement of ast.body) {
    if (statement.type === 'ImportDeclaration' && statement.source.value === 'zod' && statement.importKind !== 'type') {
      const only = statement.specifiers.length === 1 ? statement.specifiers[0] : null;
      if (only?.type !== 'ImportSpecifier' || only.imported.name !== 'z' || only.local.name !== 'z' || only.importKind === 'type')
        throw new Error(
          `lazy contract: import zod as \`import { z } from 'zod'\` alone (found \`${code.slice(statement.start, statement.end)}\`)`,
        );
      edits.push({ start: statement.start, end: statement.end, text: `import { z } from ${JSON.stringify(lateZod)};` });
      continue;
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations) {
      const init = declarator.init;
      if (init?.type !== 'CallExpression' || declarator.id.type !== 'Identifier') continue;
      const root = rootOf(init);
      if (root === 'defineCall' && init.callee.type === 'Identifier') {
        const fields = init.arguments[0];
        if (fields?.type !== 'ObjectExpression') continue;
        for (const field of fields.properties) {
          if (field.type !== 'Property' || field.kind !== 'init' || field.computed || field.key.type !== 'Identifier') continue;
          const key = field.key.name as string;
          if (!SCHEMA_FIELDS.has(key)) continue;
          const value = code.slice(field.value.start, field.value.end);
          edits.push({
            start: field.start,
            end: field.end,
            text: `get ${key}() { return __lazyField(this, '${key}', () => (${value})); }`,
          });
          deferred.push(field);
        }
      } else if (root === 'z' || (root !== null && isSchema(root) && SCHEMA_METHODS.has(outerMethod(init) ?? ''))) {
        edits.push({ start: init.start, end: init.end, text: `__lazySchema(() => ${code.slice(init.start, init.end)})` });
        deferred.push(init);
        schemas.add(declarator.id.name as string);
      }
    }
  }
  const onLoad = usesZodOnLoad(ast, deferred, isSchema);
  if (onLoad)
    throw new Error(
      `lazy contract: \`${code.slice(onLoad.start, onLoad.end)}\` uses zod while the module loads; build it inside a schema const (zod loads after the first page)`,
    );
  if (edits.length === 0) return null;
  let out = code;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return `import { lazySchema as __lazySchema, lazyField as __lazyField } from ${JSON.stringify(helper)};\n${out}`;
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * The web app's contract builds its schemas on first use (docs/performance.md): the app chunk no
 * longer builds every schema of the contract while it loads, only those of the calls a page makes,
 * when their answers arrive. The web app runs it everywhere: the build, the dev server and the web
 * tests (web/vitest.config.ts), so they all run one module graph. The server, a program of its
 * own, uses the contract as written.
 */
export const lazyContract = (): Plugin => ({
  name: 'splits-lazy-contract',
  enforce: 'pre',
  transform(code, id) {
    if (!inContract(id)) return null;
    const out = lazyContractSource(code);
    return out === null ? null : { code: out, map: null };
  },
});
