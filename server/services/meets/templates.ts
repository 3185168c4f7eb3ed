/** Meet templates of a team (decision 026): save a meet's plan, list, rename, delete, add one to a meet. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { meetTemplates, type MeetTemplateRow } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { addPlanToMeet, readMeetPlan } from './meet-plan';
import { getMeetOr404 } from './meets';

const templateNotFound = () => notFound('Meet template not found', 'meet-template-not-found');

const isUniqueViolation = (e: unknown): boolean => {
  const err = e as { code?: string; cause?: { code?: string } };
  return err.code === '23505' || err.cause?.code === '23505';
};

const nameTaken = (name: string) => conflict(`A template named "${name}" already exists: choose another name`, 'meet-template-name-taken');

export const getTemplateOr404 = async (db: Db, organizationId: string, templateId: string): Promise<MeetTemplateRow> => {
  const [row] = await db
    .select()
    .from(meetTemplates)
    .where(and(eq(meetTemplates.organizationId, organizationId), eq(meetTemplates.id, templateId)))
    .limit(1);
  if (!row) throw templateNotFound();
  return row;
};

export const listTemplates = (db: Db, organizationId: string): Promise<MeetTemplateRow[]> =>
  db
    .select()
    .from(meetTemplates)
    .where(eq(meetTemplates.organizationId, organizationId))
    .orderBy(asc(sql`lower(${meetTemplates.name})`), asc(meetTemplates.createdAt));

/** Saves a meet of the team as a template under a new name: its events in order and, with `withEntries`, its entries. */
export const saveTemplate = async (
  db: Db,
  organizationId: string,
  input: { meetId: string; name: string; entries: boolean },
): Promise<MeetTemplateRow> => {
  await getMeetOr404(db, organizationId, input.meetId);
  const events = await readMeetPlan(db, organizationId, input.meetId, input.entries);
  try {
    const [row] = await db.insert(meetTemplates).values({ organizationId, name: input.name, events }).returning();
    return row!;
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken(input.name);
    throw e;
  }
};

export const renameTemplate = async (db: Db, organizationId: string, templateId: string, name: string): Promise<MeetTemplateRow> => {
  await getTemplateOr404(db, organizationId, templateId);
  try {
    const [row] = await db
      .update(meetTemplates)
      .set({ name, updatedAt: new Date() })
      .where(and(eq(meetTemplates.organizationId, organizationId), eq(meetTemplates.id, templateId)))
      .returning();
    return row!;
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken(name);
    throw e;
  }
};

export const deleteTemplate = async (db: Db, organizationId: string, templateId: string): Promise<void> => {
  const gone = await db
    .delete(meetTemplates)
    .where(and(eq(meetTemplates.organizationId, organizationId), eq(meetTemplates.id, templateId)))
    .returning({ id: meetTemplates.id });
  if (gone.length === 0) throw templateNotFound();
};

/** Adds a template's events (and, with `withEntries`, the entries it keeps) to a meet, in one transaction. */
export const applyTemplate = async (
  db: Db,
  organizationId: string,
  meetId: string,
  template: MeetTemplateRow,
  withEntries: boolean,
): Promise<{ events: number; entries: number }> => {
  const plan = withEntries ? template.events : template.events.map((e) => ({ ...e, entries: [] }));
  return db.transaction((tx) => addPlanToMeet(tx, organizationId, meetId, plan));
};
