/** The roster as CSV, in the import's columns (so an export imports back). */
import { asc, eq, sql } from 'drizzle-orm';
import { gradeFromGradYear } from '@core/api/athletes';
import type { Db } from '../../db/database';
import { athletes } from '../../db/schema';

const HEADER = ['Gender', 'First', 'Last', 'Grade', 'Grad Year', 'Birthdate', 'Events', 'Email', 'Status'];

/** A CSV cell: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
const csvCell = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export const exportRosterCsv = async (db: Db, organizationId: string, today: Date = new Date()): Promise<string> => {
  const rows = await db
    .select()
    .from(athletes)
    .where(eq(athletes.organizationId, organizationId))
    .orderBy(asc(sql`lower(${athletes.lastName})`), asc(sql`lower(${athletes.firstName})`), asc(athletes.id));
  const lines = rows.map((a) =>
    [
      a.gender === 'female' ? 'F' : 'M',
      a.firstName,
      a.lastName,
      a.gradYear === null ? '' : String(gradeFromGradYear(a.gradYear, today) ?? ''),
      a.gradYear === null ? '' : String(a.gradYear),
      a.birthdate ?? '',
      [...a.preferredEvents, ...a.eventGroups].join('; '),
      a.email ?? '',
      a.status,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[HEADER.join(','), ...lines].join('\r\n')}\r\n`;
};
