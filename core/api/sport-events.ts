import { z } from 'zod';
import { EVENT_CATEGORIES, EVENT_KINDS, GENDERS } from '../sport-events/catalogue';
import { defineCall } from './define-call';

export const sportEventSchema = z.object({
  event: z.string(),
  type: z.string(),
  displayName: z.string(),
  gender: z.enum(GENDERS),
  category: z.enum(EVENT_CATEGORIES),
  kind: z.enum(EVENT_KINDS),
});

export const getSportEvents = defineCall({
  method: 'GET',
  path: '/api/sport-events/get',
  auth: false,
  tag: 'sport-events',
  summary: 'The sport-event catalogue in its fixed order (no token needed)',
  query: z.object({ gender: z.enum(GENDERS).optional() }),
  response: z.array(sportEventSchema),
});
