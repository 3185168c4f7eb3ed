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

/**
 * Rewrites a contract module (core/api/<area>.ts) so that its schemas are built on first use: each
 * top-level `const` built by zod (`z.…`, or a schema method of another schema) becomes
 * `lazySchema(() => …)`, and each call's `query`, `body` and `response` becomes a getter that builds
 * its schema on first read. Null when there is nothing to rewrite.
 */
export const lazyContractSource = (code: string, helper = HELPER): string | null => {
  const ast = parseAst(code, { lang: 'ts' }) as AstNode;
  const edits: { start: number; end: number; text: string }[] = [];
  const schemas = new Set<string>();
  for (const statement of ast.body) {
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
