import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../../config/config';

const DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the contract's zod schemas, browsable at /api/docs. */
export const registerSwagger = async (app: FastifyInstance, config: Config): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Splits API',
        version: '1.0.0',
        description: 'Track-and-field team management. Identity lives under /api/auth (better-auth).',
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // Its own policy for its own pages only; never framed, and no forced https on a LAN install.
    transformStaticCSP: (header) =>
      header.replace("frame-ancestors 'self'", "frame-ancestors 'none'").replace(/\s*upgrade-insecure-requests;?/, ''),
  });
};
