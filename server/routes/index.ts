import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import { membersRoutes } from './members';
import { organizationRoutes } from './organization';
import { organizationsRoutes } from './organizations';
import { sportEventsRoutes } from './sport-events';
import { userRoutes } from './user';
import { filesRoutes } from './files';
import { imagesRoutes } from './images';
import { athletesRoutes } from './athletes';
import { meetsRoutes } from './meets';
import { resultsRoutes } from './results';
import { eventsRoutes } from './events';
import { performanceRoutes } from './performance';
import { healthRoutes } from './health';

/** One folder per area; each registers the calls of its core/api file. */
export const registerRoutes = async (app: FastifyInstance, config: Config): Promise<void> => {
  await app.register(healthRoutes);
  await app.register(userRoutes);
  await app.register(organizationsRoutes);
  await app.register(organizationRoutes, { publicUrl: config.publicUrl });
  await app.register(membersRoutes);
  await app.register(sportEventsRoutes);
  await app.register(filesRoutes);
  await app.register(imagesRoutes);
  await app.register(athletesRoutes);
  await app.register(meetsRoutes);
  await app.register(resultsRoutes);
  await app.register(eventsRoutes);
  await app.register(performanceRoutes);
};
