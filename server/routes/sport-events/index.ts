import type { FastifyInstance } from 'fastify';
import { getSportEvents } from '@core/api/sport-events';
import { GENDERS } from '@core/sport-events/catalogue';
import { listSportEvents } from '@core/sport-events/sport-events';
import { registerCall } from '../../http/register-call';
import { PreSerialized } from '../../http/pre-serialized';

export const sportEventsRoutes = async (app: FastifyInstance): Promise<void> => {
  // The catalogue is constant: each of its four answers is serialized once.
  const all = PreSerialized.of(getSportEvents, listSportEvents());
  const byGender = new Map(GENDERS.map((g) => [g, PreSerialized.of(getSportEvents, listSportEvents(g))]));
  registerCall(app, getSportEvents, async ({ query }) => (query.gender ? byGender.get(query.gender)! : all));
};
