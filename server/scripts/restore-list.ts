/**
 * What `npm run restore` puts back of a backup: what the product owns (its schemas, tables, data,
 * sequences, functions, triggers, indexes), not what belongs to whoever runs the database. A
 * managed PostgreSQL has extensions created by its superuser (`pg_stat_statements`, ...): pg_dump
 * writes them into the backup, and restoring them as the app's role fails ("must be owner of
 * extension"), which rolls the whole restore back. The product creates no extension, event
 * trigger, publication or subscription, so those entries are left as the target database has them.
 */

/** Kinds of pg_restore --list entries that belong to the database's administrator, not the product. */
const NOT_THE_PRODUCTS = ['EXTENSION ', 'COMMENT - EXTENSION ', 'EVENT TRIGGER ', 'PUBLICATION ', 'PUBLICATION TABLE ', 'SUBSCRIPTION '];

/** An entry of `pg_restore --list`: "<dump id>; <catalog oid> <oid> <TYPE> <schema> <name> <owner>". */
const ENTRY = /^\s*\d+;\s+\d+\s+\d+\s+(.*)$/;

interface RestoreList {
  /** the list for `pg_restore --use-list`: skipped entries commented out */
  list: string;
  /** the skipped entries, as "<TYPE> <schema> <name>" */
  skipped: string[];
}

/** Splits the table of contents of a backup (`pg_restore --list`) into what is restored and what is skipped. */
export const productRestoreList = (toc: string): RestoreList => {
  const skipped: string[] = [];
  const lines = toc.split('\n').map((line) => {
    const entry = ENTRY.exec(line)?.[1];
    if (entry === undefined || !NOT_THE_PRODUCTS.some((kind) => entry.startsWith(kind))) return line;
    skipped.push(entry.trim());
    return `;${line}`;
  });
  return { list: lines.join('\n'), skipped };
};
