import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/config';
import { registerHelmet } from './helmet';
import { registerRateLimit } from './rate-limit';
import { registerSwagger } from './swagger';

/** Third-party plugins, in order: security headers, rate limit, OpenAPI. */
export const registerExternalPlugins = async (app: FastifyInstance, config: Config): Promise<void> => {
  await registerHelmet(app, config.publicUrl);
  await registerRateLimit(app, config);
  await registerSwagger(app, config);
};
