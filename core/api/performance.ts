import { z } from 'zod';
import { defineCall } from './define-call';
import { idSchema } from './common';
import { resultSummarySchema } from './results';

export const RECENT_PR_MEETS = 5;

/** A PR set at one of the team's latest meets: the result, who ran it, and the best it beat. */
export const recentPrSchema = z.object({
  athleteId: idSchema,
  athleteName: z.string(),
  result: resultSummarySchema,
  /** the mark it beat, in the team's units; null for a first mark in the event */
  previous: z.string().nullable(),
  /** it was also a new team record when run (records area) */
  isTeamRecord: z.boolean(),
});
export type RecentPr = z.infer<typeof recentPrSchema>;

export const getRecentPrs = defineCall({
  method: 'GET',
  path: '/api/performance/recent-prs/get',
  auth: true,
  tag: 'performance',
  summary: `PRs set at the team's latest meets with results (up to ${RECENT_PR_MEETS}, held today or before), newest first`,
  query: z.object({
    orgId: idSchema,
    limit: z.coerce.number().int().min(1).max(100).default(12),
  }),
  response: z.object({ items: z.array(recentPrSchema) }),
});
