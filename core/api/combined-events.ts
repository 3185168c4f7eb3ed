/**
 * Combined events (decathlon, heptathlon, pentathlon) as meets within a meet: the mark of each
 * discipline for every athlete entered in the combined meet event, points by the World Athletics
 * tables, running totals and places. The total is the entry's result (a points mark) once every
 * discipline has a mark, so PRs and records work as for any event.
 */
import { z } from 'zod';
import { markSchema } from '../marks/schema';
import { defineCall } from './define-call';
import { idSchema } from './common';

export const combinedDisciplineSchema = z.object({
  /** catalogue slug, e.g. "long-jump" */
  discipline: z.string(),
  /** sport-event type for the mark engine, e.g. "male-long-jump" */
  eventType: z.string(),
  displayName: z.string(),
  /** wind is read for this discipline (outdoors) */
  wind: z.boolean(),
});
export type CombinedDiscipline = z.infer<typeof combinedDisciplineSchema>;

export const combinedMarkSchema = z.object({
  discipline: z.string(),
  mark: markSchema,
  /** the mark in the team's units ("10.55", "7.80m", "NH") */
  display: z.string(),
  /** metres per second, null when none */
  wind: z.number().nullable(),
  points: z.number().int(),
});
export type CombinedMark = z.infer<typeof combinedMarkSchema>;

export const combinedAthleteSchema = z.object({
  entryId: idSchema,
  athleteId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  /** one per discipline, in competition order; null where no mark was entered */
  marks: z.array(combinedMarkSchema.nullable()),
  /** the total after each discipline; null where no mark was entered */
  runningTotals: z.array(z.number().int().nullable()),
  total: z.number().int(),
  /** every discipline has a mark: the total is the entry's result */
  complete: z.boolean(),
  /** a discipline not started (DNS, SCR): out of the competition, no place (result DNF) */
  abandoned: z.boolean(),
  /** by the total so far (ties broken by the rules); null when abandoned or without a mark */
  place: z.number().int().nullable(),
  /**
   * a total a results file gave without its disciplines (TFRRS "Decathlon ... 6296"): the entry's
   * result as imported, kept until a discipline mark is typed; null when the athlete has marks or none
   */
  givenTotal: z.number().int().nullable().optional(),
});
export type CombinedAthlete = z.infer<typeof combinedAthleteSchema>;

export const combinedSheetSchema = z.object({
  eventId: idSchema,
  eventType: z.string(),
  displayName: z.string(),
  disciplines: z.array(combinedDisciplineSchema),
  /** by last name, then first name (rows stay put as places change) */
  athletes: z.array(combinedAthleteSchema),
});
export type CombinedSheet = z.infer<typeof combinedSheetSchema>;

export const combinedMarkInputSchema = z.object({
  /** catalogue slug of one of the combined event's disciplines */
  discipline: z.string().trim().min(1).max(40),
  /** as typed: "10.55", "4:36.11", "7.80", "23-06.00", "NM", "DNS" */
  mark: z.string().trim().min(1, 'Enter a mark').max(40),
  /** "+1.8", "-0.4", "NWI" or empty; ignored for disciplines without wind */
  wind: z.string().trim().max(12).nullable().optional(),
});
export type CombinedMarkInput = z.input<typeof combinedMarkInputSchema>;

export const getCombinedSheet = defineCall({
  method: 'GET',
  path: '/api/meet/event/combined/get',
  auth: true,
  tag: 'results',
  summary: "A combined meet event: each athlete's marks, points, running total and place",
  query: z.object({ orgId: idSchema, eventId: idSchema }),
  response: combinedSheetSchema,
});

export const postCombinedMark = defineCall({
  method: 'POST',
  path: '/api/meet/event/entry/combined-mark/post',
  auth: true,
  tag: 'results',
  summary: "Save one discipline's mark of an athlete in a combined event (creates or replaces it); answers with the whole sheet",
  query: z.object({ orgId: idSchema, entryId: idSchema }),
  body: combinedMarkInputSchema,
  response: combinedSheetSchema,
});

export const deleteCombinedMark = defineCall({
  method: 'DELETE',
  path: '/api/meet/event/entry/combined-mark/delete',
  auth: true,
  tag: 'results',
  summary: "Clear one discipline's mark of an athlete in a combined event; answers with the whole sheet",
  query: z.object({ orgId: idSchema, entryId: idSchema, discipline: z.string().trim().min(1).max(40) }),
  response: combinedSheetSchema,
});
