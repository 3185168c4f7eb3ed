/** Roster import: preview (errors and likely duplicates) and a commit, all or nothing or leaving out the flagged rows. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { athletes } from '../../db/schema';
import { badRequest, HttpError } from '../../http/http-error';
import { readAthleteRows, type AthleteCandidate } from './import-rows';
import { nameKey } from './names';
import { parseTable } from './table-text';

interface AthleteImportPreview {
  columns: string[];
  rows: AthleteCandidate[];
  errorCount: number;
  duplicateCount: number;
}

const INSERT_CHUNK = 1000;

/** Reads the text and marks likely duplicates: same first and last name and gender (case and accents ignored). */
export const previewAthleteImport = async (db: Db, organizationId: string, text: string): Promise<AthleteImportPreview> => {
  const { columns, rows } = readAthleteRows(parseTable(text));
  const existing = await db
    .select({
      id: athletes.id,
      nameKey: athletes.nameKey,
      gender: athletes.gender,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
    })
    .from(athletes)
    .where(eq(athletes.organizationId, organizationId));
  const known = new Map<string, { athleteId: string | null; row: number | null; name: string }[]>();
  for (const a of existing) {
    const k = `${a.nameKey}|${a.gender}`;
    known.set(k, [...(known.get(k) ?? []), { athleteId: a.id, row: null, name: `${a.firstName} ${a.lastName}` }]);
  }
  for (const r of rows) {
    if (!r.firstName || !r.lastName || !r.gender) continue;
    const k = `${nameKey(r.firstName, r.lastName)}|${r.gender}`;
    r.duplicateOf = [...(known.get(k) ?? [])];
    known.set(k, [...(known.get(k) ?? []), { athleteId: null, row: r.row, name: `${r.firstName} ${r.lastName}` }]);
  }
  return {
    columns,
    rows,
    errorCount: rows.filter((r) => r.errors.length > 0).length,
    duplicateCount: rows.filter((r) => r.duplicateOf.length > 0).length,
  };
};

/** The 400 for the first bad row: it names the row and the column. */
export const importRowError = (row: number, issue: { field: string; message: string }): HttpError =>
  new HttpError(400, `body.text: Row ${row}, ${issue.field}: ${issue.message}`, { code: 'import-row-invalid', field: 'body.text' });

/**
 * Adds every row in one transaction, or none: any bad row answers 400 before anything is written.
 * With skipDuplicates, rows duplicating an athlete already on the roster (or an earlier row) are left out.
 */
/**
 * Adds the rows in one transaction. A row with errors refuses the whole import (400 naming it)
 * unless `skipInvalid`: then the flagged rows the preview showed are left out, the others go in.
 */
export const commitAthleteImport = async (
  db: Db,
  organizationId: string,
  text: string,
  skipDuplicates: boolean,
  skipInvalid = false,
): Promise<{ created: number; skipped: number }> => {
  const preview = await previewAthleteImport(db, organizationId, text);
  const bad = preview.rows.find((r) => r.errors.length > 0);
  if (bad && !skipInvalid) throw importRowError(bad.row, bad.errors[0]!);
  const keep = preview.rows.filter((r) => r.errors.length === 0 && !(skipDuplicates && r.duplicateOf.length > 0));
  if (keep.length === 0) throw badRequest('body.text: Nothing to import: every row is flagged', 'body.text');
  const values = keep.map((r) => ({
    organizationId,
    firstName: r.firstName,
    lastName: r.lastName,
    nameKey: nameKey(r.firstName, r.lastName),
    gender: r.gender!,
    gradYear: r.gradYear,
    birthdate: r.birthdate,
    email: r.email,
    eventGroups: r.eventGroups,
    preferredEvents: r.preferredEvents,
  }));
  await db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += INSERT_CHUNK) await tx.insert(athletes).values(values.slice(i, i + INSERT_CHUNK));
  });
  return { created: values.length, skipped: preview.rows.length - values.length };
};
