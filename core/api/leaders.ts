/** Event leaders (the pages at /dashboard/events): the calls under /api/events/ (the seed's paths). */
import { z } from 'zod';
import { HAND_TIME_RULES } from '../marks/types';
import { GENDERS } from '../sport-events/catalogue';
import { defineCall } from './define-call';
import { idSchema } from './common';
import { entryAthleteSchema } from './meets';
import { MEET_SEASONS, resultSchema } from './results';

export const LEADER_SCOPES = ['all-time', 'season'] as const;
export const ENVIRONMENTS = ['outdoor', 'indoor'] as const;

/** One leader: the best legal mark of an athlete (or, in a relay, one team's mark), ranked; ties share a place. */
export const leaderSchema = z.object({
  place: z.number().int(),
  athlete: entryAthleteSchema.nullable(),
  result: resultSchema,
});
export type Leader = z.infer<typeof leaderSchema>;

/** How an answer's marks were ranked: the team's hand-time setting and rule (core/marks), for the page to name beside them. */
export const handTimeComparisonSchema = z.object({
  handTimeConversion: z.boolean(),
  handTimeRule: z.enum(HAND_TIME_RULES),
});

export const eventLeadersSchema = handTimeComparisonSchema.extend({
  eventType: z.string(),
  displayName: z.string(),
  gender: z.enum(GENDERS),
  scope: z.enum(LEADER_SCOPES),
  environment: z.enum(ENVIRONMENTS),
  /** the season the "season" scope covers (the one asked for, else the latest with results); null for all-time */
  season: z.object({ season: z.enum(MEET_SEASONS), seasonYear: z.number().int() }).nullable(),
  /** wind-aided marks and non-marks never lead */
  leaders: z.array(leaderSchema),
  /** athletes who do the event: it is among their preferred events, or they have a result in it */
  athletes: z.array(entryAthleteSchema.extend({ resultCount: z.number().int() })),
  /** latest results in the event (wind-aided ones included, flagged), newest first */
  recent: z.array(resultSchema),
});
export type EventLeaders = z.infer<typeof eventLeadersSchema>;

export const getEventLeaders = defineCall({
  method: 'GET',
  path: '/api/events/leaders/get',
  auth: true,
  tag: 'events',
  summary: "An event's team leaders (all-time or one season), the athletes who do it and its recent results",
  query: z.object({
    orgId: idSchema,
    /** sport-event type, e.g. female-100m */
    type: z.string().trim().min(1).max(60),
    scope: z.enum(LEADER_SCOPES).default('all-time'),
    /** default: indoor for indoor events, else outdoor */
    environment: z.enum(ENVIRONMENTS).optional(),
    season: z.enum(MEET_SEASONS).optional(),
    seasonYear: z.coerce.number().int().min(1950).max(2100).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(25),
  }),
  response: eventLeadersSchema,
});
