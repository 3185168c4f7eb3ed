/**
 * Other teams' finishers (competitors who are not on the roster) and the team standings of a meet
 * (decision 027). Competitors never touch the roster, PRs or records; the standings score them with
 * the team's own results (the team named as the organization is).
 */
import { z } from 'zod';
import { markSchema } from '../marks/schema';
import { MEET_SCORINGS } from '../scoring/tables';
import { GENDERS } from '../sport-events/catalogue';
import { defineCall } from './define-call';
import { idSchema, isoDateTimeSchema, okSchema, patchOf } from './common';
import { scoringTableSchema } from './meets';
import { RESULT_STATUSES, resultInputSchema } from './results';

export const competitorSchema = z.object({
  id: idSchema,
  meetId: idSchema,
  /** the meet event */
  eventId: idSchema,
  /** the athlete's name, or a relay team's */
  name: z.string(),
  team: z.string(),
  mark: markSchema,
  /** the mark in the team's units ("10.85", "DNF") */
  display: z.string(),
  wind: z.number().nullable(),
  windAided: z.boolean(),
  status: z.enum(RESULT_STATUSES),
  place: z.number().int().nullable(),
  heat: z.number().int().nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Competitor = z.infer<typeof competitorSchema>;

export const competitorInputSchema = z.object({
  name: z.string().trim().min(2, 'At least 2 characters').max(120),
  team: z.string().trim().min(2, 'At least 2 characters').max(120),
  mark: z.string().trim().min(1, 'Enter a mark').max(40),
  wind: resultInputSchema.shape.wind,
  place: resultInputSchema.shape.place,
  heat: resultInputSchema.shape.heat,
});
export type CompetitorInput = z.input<typeof competitorInputSchema>;

export const getCompetitors = defineCall({
  method: 'GET',
  path: '/api/meet/competitors/get',
  auth: true,
  tag: 'meets',
  summary: "Other teams' finishers at a meet (not on the roster), in event order then by place and mark",
  query: z.object({ orgId: idSchema, meetId: idSchema }),
  response: z.object({ items: z.array(competitorSchema) }),
});

export const postCompetitor = defineCall({
  method: 'POST',
  path: '/api/meet/event/competitors/post',
  auth: true,
  tag: 'meets',
  summary: "Add another team's finisher to a meet event (409 when that name and team are already in it)",
  query: z.object({ orgId: idSchema, eventId: idSchema }),
  body: competitorInputSchema,
  response: competitorSchema,
});

export const patchCompetitor = defineCall({
  method: 'PATCH',
  path: '/api/meet/event/competitor/patch',
  auth: true,
  tag: 'meets',
  summary: "Change another team's finisher (name, team, mark, wind, place, heat)",
  query: z.object({ orgId: idSchema, competitorId: idSchema }),
  body: patchOf(competitorInputSchema),
  response: competitorSchema,
});

export const deleteCompetitor = defineCall({
  method: 'DELETE',
  path: '/api/meet/event/competitor/delete',
  auth: true,
  tag: 'meets',
  summary: "Remove another team's finisher from a meet event",
  query: z.object({ orgId: idSchema, competitorId: idSchema }),
  response: okSchema,
});

export const standingsRunnerSchema = z.object({
  name: z.string(),
  /** the mark as the team's units show it */
  display: z.string(),
  /** place in the race among everyone with a mark */
  overallPlace: z.number().int(),
  /** the place that counts for the team score (teams under five and eighth runners removed); null when none */
  teamPlace: z.number().int().nullable(),
});

export const crossCountryTeamSchema = z.object({
  team: z.string(),
  /** the organization's own team */
  own: z.boolean(),
  /** five finishers or more */
  complete: z.boolean(),
  /** low wins; null for a team with fewer than five finishers */
  score: z.number().int().nullable(),
  place: z.number().int().nullable(),
  scorers: z.array(standingsRunnerSchema),
  displacers: z.array(standingsRunnerSchema),
  others: z.array(standingsRunnerSchema),
});

export const trackTeamSchema = z.object({
  team: z.string(),
  own: z.boolean(),
  /** may hold thirds or halves where ties split points (rounded to 3 decimals) */
  points: z.number(),
  place: z.number().int(),
});

export const standingsGroupSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('cross-country'),
    /** the race (meet event) */
    eventId: idSchema,
    title: z.string(),
    teams: z.array(crossCountryTeamSchema),
  }),
  z.object({
    kind: z.literal('track'),
    /** track meets score women, men (and mixed events) apart */
    gender: z.enum(GENDERS),
    title: z.string(),
    /** events with at least one finisher that counted */
    events: z.number().int(),
    teams: z.array(trackTeamSchema),
  }),
]);
export type StandingsGroup = z.infer<typeof standingsGroupSchema>;

export const standingsSchema = z.object({
  scoring: z.enum(MEET_SCORINGS),
  /** the points table in use (track scorings), null otherwise */
  table: scoringTableSchema.nullable(),
  /** the team name our results score under: the organization's name */
  ownTeam: z.string(),
  groups: z.array(standingsGroupSchema),
});
export type Standings = z.infer<typeof standingsSchema>;

export const getStandings = defineCall({
  method: 'GET',
  path: '/api/meet/standings/get',
  auth: true,
  tag: 'meets',
  summary: "A meet's team standings by its scoring (cross-country per race; track per gender), from our results and other teams' finishers",
  query: z.object({ orgId: idSchema, meetId: idSchema }),
  response: standingsSchema,
});
