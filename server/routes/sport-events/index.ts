import type { FastifyInstance } from 'fastify';
import { getSportEvents } from '@core/api/sport-events';
import { listSportEvents } from '@core/sport-events/sport-events';
import { registerCall } from '../../http/register-call';

export const sportEventsRoutes = async (app: FastifyInstance): Promise<void> => {
  registerCall(app, getSportEvents, async ({ query }) => listSportEvents(query.gender));
};
