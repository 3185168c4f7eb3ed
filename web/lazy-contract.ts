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
const HELPER = fileURLToPath(new URL('./lib/lazy-schema.ts', import.meta.url));
const LATE_ZOD = fileURLToPath(new URL('./lib/late-zod.ts', import.meta.url));

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

/** Node types whose subtree runs later (a function's body) or never (a type). */
const isDeferred = (node: AstNode): boolean =>
  node.type === 'ArrowFunctionExpression' ||
  node.type === 'FunctionExpression' ||
  node.type === 'FunctionDeclaration' ||
  (typeof node.type === 'string' &&
    node.type.startsWith('TS') &&
    !['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression'].includes(node.type));

/**
 * Where the module, as rewritten, would touch zod while it is evaluated: `z` itself, or a schema's
 * member (which builds it), outside the rewritten initializers and outside function bodies.
 */
const usesZodOnLoad = (
  program: AstNode,
  skipped: { start: number; end: number }[],
  isSchema: (name: string) => boolean,
): AstNode | null => {
  const visit = (node: AstNode, parent: AstNode | null): AstNode | null => {
    if (!node || typeof node.type !== 'string') return null;
    if (skipped.some((range) => node.start >= range.start && node.end <= range.end)) return null;
    if (node.type === 'ImportDeclaration' || node.type === 'ExportAllDeclaration' || isDeferred(node)) return null;
    if (node.type === 'Identifier' && node.name === 'z') {
      const named = parent?.type === 'MemberExpression' && parent.property === node && !parent.computed;
      const key = parent?.type === 'Property' && parent.key === node && !parent.computed && !parent.shorthand;
      if (!named && !key && parent?.type !== 'ExportSpecifier') return node;
    }
    if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && isSchema(node.object.name as string)) return node;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type' || key === 'start' || key === 'end') continue;
      for (const child of Array.isArray(value) ? value : [value]) {
        if (child && typeof child === 'object') {
          const found = visit(child, node);
          if (found) return found;
        }
      }
    }
    return null;
  };
  return visit(program, null);
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
  const schemas = new Set<string>();
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
        }
      } else if (
        root === 'z' ||
        (root !== null && (schemas.has(root) || /Schema$/.test(root)) && SCHEMA_METHODS.has(outerMethod(init) ?? ''))
      ) {
        edits.push({ start: init.start, end: init.end, text: `__lazySchema(() => ${code.slice(init.start, init.end)})` });
        schemas.add(declarator.id.name as string);
      }
    }
  }
  const wrapped = edits.filter((edit) => edit.text.startsWith('__lazy') || edit.text.startsWith('get '));
  const onLoad = usesZodOnLoad(ast, wrapped, (name) => schemas.has(name) || /Schema$/.test(name));
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
 * The web build's contract builds its schemas on first use (decision 015): the app chunk no longer
 * builds every schema of the contract while it loads, only those of the calls a page makes, when
 * their answers arrive. The server and the tests use the contract as written. `contract` lists the
 * contract's folders and files (core/api/, and the mark schemas its calls share).
 */
export const lazyContract = (contract: readonly string[]): Plugin => ({
  name: 'splits-lazy-contract',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!contract.some((at) => id.startsWith(at)) || !id.endsWith('.ts') || id.endsWith('.test.ts')) return null;
    const out = lazyContractSource(code);
    return out === null ? null : { code: out, map: null };
  },
});
