/** Historical team records: list, add, change, delete (the team's own rows only: another team's id is 404). */
import type { HandTimeConversion } from '@core/marks';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { HistoricalRecordInput } from '@core/api/records';
import type { Db } from '../../db/database';
import { historicalRecords, type HistoricalRecordRow } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import type { TeamSettings } from '../organizations/team-settings';
import { readHistoricalRecord, type HistoricalFields } from './historical-input';

type Input = HistoricalRecordInput & { indoor: boolean; meetName: string; note: string; source: string };

const FIELD_OF: Record<string, string> = {
  event: 'eventType',
  athlete: 'athleteNames',
  mark: 'mark',
  wind: 'wind',
  date: 'date',
  grade: 'grade',
};

/** The input read into columns, or 400 naming the first bad field. */
const columnsOf = (input: Input, settings: TeamSettings) => {
  const fields: HistoricalFields = { ...input, wind: input.wind ?? undefined };
  const out = readHistoricalRecord(fields, settings);
  if (!out.ok) {
    const first = out.errors[0]!;
    const field = `body.${FIELD_OF[first.field] ?? first.field}`;
    throw badRequest(`${field}: ${first.message}`, field);
  }
  return out.value;
};

export const listHistoricalRecords = (db: Db, organizationId: string, conversion: HandTimeConversion): Promise<HistoricalRecordRow[]> =>
  db
    .select()
    .from(historicalRecords)
    .where(and(eq(historicalRecords.organizationId, organizationId), isNull(historicalRecords.courseId)))
    .orderBy(
      asc(historicalRecords.eventType),
      asc(historicalRecords.indoor),
      asc(conversion ? historicalRecords.sortValue : historicalRecords.sortValueRaw),
      asc(historicalRecords.date),
    );

export const createHistoricalRecord = async (
  db: Db,
  organizationId: string,
  input: Input,
  settings: TeamSettings,
): Promise<HistoricalRecordRow> => {
  const [row] = await db
    .insert(historicalRecords)
    .values({ organizationId, ...columnsOf(input, settings) })
    .returning();
  return row!;
};

export const updateHistoricalRecord = async (
  db: Db,
  organizationId: string,
  id: string,
  input: Input,
  settings: TeamSettings,
): Promise<HistoricalRecordRow> => {
  const values = columnsOf(input, settings);
  const [row] = await db
    .update(historicalRecords)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(historicalRecords.id, id), eq(historicalRecords.organizationId, organizationId), isNull(historicalRecords.courseId)))
    .returning();
  if (!row) throw notFound('Record not found', 'record-not-found');
  return row;
};

export const deleteHistoricalRecord = async (db: Db, organizationId: string, id: string): Promise<void> => {
  const rows = await db
    .delete(historicalRecords)
    .where(and(eq(historicalRecords.id, id), eq(historicalRecords.organizationId, organizationId), isNull(historicalRecords.courseId)))
    .returning({ id: historicalRecords.id });
  if (rows.length === 0) throw notFound('Record not found', 'record-not-found');
};
