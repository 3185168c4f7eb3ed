import { z } from 'zod';
import { defineCall } from './define-call';
import { markSchema } from '../marks/schema';
import { EVENT_CATEGORIES } from '../sport-events/catalogue';
import { MAX_GRADE, MIN_GRADE } from './athletes';
import { idSchema, isoDateSchema, okSchema, textSchema } from './common';
import { ENVIRONMENTS, handTimeComparisonSchema, leaderSchema } from './leaders';
import { entryAthleteSchema } from './meets';
import { MEET_SEASONS, relayLegSchema, resultSchema, resultSummarySchema } from './results';

/** The recent PRs cover the meets of this many weeks, up to the team's latest meet with results. */
export const RECENT_PR_WEEKS = 6;

/** A PR set in the team's last weeks of results: the result, who ran it, and the best it beat. */
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
  summary: `PRs set at the team's meets of the ${RECENT_PR_WEEKS} weeks up to its latest meet with results (held today or before), newest first`,
  query: z.object({
    orgId: idSchema,
    limit: z.coerce.number().int().min(1).max(100).default(12),
  }),
  /** `total`: every PR of those weeks (the items are the newest `limit`) */
  response: z.object({ items: z.array(recentPrSchema), total: z.number().int() }),
});

// ---------------------------------------------------------------- season leaders, improvement, progression, standards

export const STANDARD_LEVELS = ['league', 'district', 'regional', 'state', 'national', 'other'] as const;
export type StandardLevel = (typeof STANDARD_LEVELS)[number];

/** A season: its kind and year, as meets store them. */
export const seasonRefSchema = z.object({ season: z.enum(MEET_SEASONS), seasonYear: z.number().int() });
export type SeasonRef = z.infer<typeof seasonRefSchema>;

/** Filters the performance tables share: the season (default: the latest with results), gender, grade, event group. */
const performanceFiltersSchema = z.object({
  orgId: idSchema,
  season: z.enum(MEET_SEASONS).optional(),
  seasonYear: z.coerce.number().int().min(1950).max(2100).optional(),
  gender: z.enum(['female', 'male']).optional(),
  grade: z.coerce.number().int().min(MIN_GRADE).max(MAX_GRADE).optional(),
  /** the catalogue category of the events shown (sprints, distance, hurdles, jumps, throws, indoor, cross-country) */
  category: z.enum(EVENT_CATEGORIES).optional(),
});

/** The seasons with results (newest first) and the one an answer covers. */
const seasonsSchema = z.object({
  season: seasonRefSchema,
  seasons: z.array(seasonRefSchema),
});

export const eventLeadersBlockSchema = z.object({
  eventType: z.string(),
  displayName: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  leaders: z.array(leaderSchema),
});

export const getSeasonLeaders = defineCall({
  method: 'GET',
  path: '/api/performance/leaders/get',
  auth: true,
  tag: 'performance',
  summary:
    "The season's top athletes per individual event (best legal mark each; ties share a place) and the team's best relay marks with their legs, filtered by gender, grade (a relay: all four legs) and event group",
  query: performanceFiltersSchema.extend({ limit: z.coerce.number().int().min(1).max(50).default(5) }),
  response: seasonsSchema.extend({ ...handTimeComparisonSchema.shape, events: z.array(eventLeadersBlockSchema) }),
});

export const improvementRowSchema = z.object({
  athlete: entryAthleteSchema,
  eventType: z.string(),
  displayName: z.string(),
  current: resultSummarySchema,
  previous: resultSummarySchema,
  /** better by this much (ms for times, mm for lengths, by the team's hand-time setting); negative: worse */
  change: z.number(),
  /** the change as shown: "0.42 s", "0.35 m", "1.25 in" */
  changeDisplay: z.string(),
  /** the change against last season's best, in percent; negative: worse */
  percent: z.number(),
});
export type ImprovementRow = z.infer<typeof improvementRowSchema>;

export const getImprovement = defineCall({
  method: 'GET',
  path: '/api/performance/improvement/get',
  auth: true,
  tag: 'performance',
  summary: "Per athlete and event: this season's best against the same season last year (absolute and percent)",
  query: performanceFiltersSchema,
  response: seasonsSchema.extend({ previous: seasonRefSchema, rows: z.array(improvementRowSchema) }),
});

export const progressionPointSchema = z.object({
  resultId: idSchema,
  meetId: idSchema,
  date: isoDateSchema,
  /** comparable value: ms for times, mm for lengths (hand times converted when the team says so) */
  value: z.number(),
  display: z.string(),
  /** a PR when it was run (decision 016) */
  isPR: z.boolean(),
});

/** Athletes one progression chart compares at most. */
export const MAX_COMPARED = 8;

export const getProgression = defineCall({
  method: 'GET',
  path: '/api/performance/progression/get',
  auth: true,
  tag: 'performance',
  summary: "Several athletes' marks in one event over time, with their season bests per season",
  query: z.object({
    orgId: idSchema,
    type: z.string().trim().min(1).max(60),
    environment: z.enum(ENVIRONMENTS).optional(),
    /** comma-separated athlete ids, 1 to MAX_COMPARED (checked after the team: another team's caller gets 404) */
    athleteIds: z.string().trim().min(1).max(400),
  }),
  response: z.object({
    eventType: z.string(),
    displayName: z.string(),
    environment: z.enum(ENVIRONMENTS),
    series: z.array(
      z.object({
        athlete: entryAthleteSchema,
        points: z.array(progressionPointSchema),
        seasonBests: z.array(z.object({ season: z.enum(MEET_SEASONS), seasonYear: z.number().int(), result: resultSummarySchema })),
      }),
    ),
  }),
});

export const standardSchema = z.object({
  id: idSchema,
  name: z.string(),
  level: z.enum(STANDARD_LEVELS),
  eventType: z.string(),
  displayName: z.string(),
  season: z.enum(MEET_SEASONS),
  mark: markSchema,
  /** the mark in the team's units */
  display: z.string(),
});
export type Standard = z.infer<typeof standardSchema>;

export const standardInputSchema = z.object({
  name: textSchema(60),
  level: z.enum(STANDARD_LEVELS),
  /** sport-event type (carries the gender), e.g. female-100m or female-4x100m-relay */
  eventType: z.string().trim().min(1).max(60),
  season: z.enum(MEET_SEASONS),
  /** the mark as typed: "11.95", "4:59.00", "5.40m", "17-08.50" (a relay standard: the relay's time) */
  mark: z.string().trim().min(1, 'Enter a mark').max(40),
});
export type StandardInput = z.input<typeof standardInputSchema>;

export const getStandards = defineCall({
  method: 'GET',
  path: '/api/performance/standards/get',
  auth: true,
  tag: 'performance',
  summary: "The team's qualifying standards",
  query: z.object({ orgId: idSchema }),
  response: z.object({ items: z.array(standardSchema) }),
});

export const postStandard = defineCall({
  method: 'POST',
  path: '/api/performance/standards/post',
  auth: true,
  tag: 'performance',
  summary: 'Add a qualifying standard (owners, admins and coaches)',
  query: z.object({ orgId: idSchema }),
  body: standardInputSchema,
  response: standardSchema,
});

export const patchStandard = defineCall({
  method: 'PATCH',
  path: '/api/performance/standard/patch',
  auth: true,
  tag: 'performance',
  summary: 'Change a qualifying standard (owners, admins and coaches)',
  query: z.object({ orgId: idSchema, standardId: idSchema }),
  body: standardInputSchema,
  response: standardSchema,
});

export const deleteStandard = defineCall({
  method: 'DELETE',
  path: '/api/performance/standard/delete',
  auth: true,
  tag: 'performance',
  summary: 'Remove a qualifying standard (owners, admins and coaches)',
  query: z.object({ orgId: idSchema, standardId: idSchema }),
  response: okSchema,
});

export const standardProgressSchema = z.object({
  /** null for a relay standard: the relay belongs to the team */
  athlete: entryAthleteSchema.nullable(),
  /** the athlete's season best in the event (legal marks only); for a relay standard, the team's best relay */
  best: resultSummarySchema,
  /** the relay's team name and legs (alternates left out); null for an individual event */
  relay: z.object({ relayName: z.string().nullable(), legs: z.array(relayLegSchema) }).nullable(),
  qualified: z.boolean(),
  /** how far the best is from the standard in the mark's unit (sort keys: ms for a time, mm for a length); 0 or less: met */
  gap: z.number(),
  /** how far the best is from the standard, in percent; 0 or less: met */
  percentAway: z.number(),
});
export type StandardProgress = z.infer<typeof standardProgressSchema>;

export const getStandardsProgress = defineCall({
  method: 'GET',
  path: '/api/performance/standards/progress/get',
  auth: true,
  tag: 'performance',
  summary:
    "Each standard of the season's kind with every athlete's season best against it, or the team's best relay (an invitee sees their own athletes and the relays they ran)",
  query: performanceFiltersSchema,
  response: seasonsSchema.extend({
    ...handTimeComparisonSchema.shape,
    standards: z.array(z.object({ standard: standardSchema, qualifiers: z.number().int(), athletes: z.array(standardProgressSchema) })),
  }),
});

export const getMyResults = defineCall({
  method: 'GET',
  path: '/api/performance/mine/get',
  auth: true,
  tag: 'performance',
  summary: "The caller's own athletes on the team (linked to their account, or their confirmed children): latest results and current PRs",
  query: z.object({ orgId: idSchema }),
  response: z.object({
    athletes: z.array(
      z.object({
        athlete: entryAthleteSchema,
        latest: z.array(resultSummarySchema.extend({ isPR: z.boolean(), asRun: resultSchema.shape.asRun })),
        prs: z.array(resultSummarySchema),
      }),
    ),
  }),
});
