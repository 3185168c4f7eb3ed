import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@core/api/common';
import { getImage, imageQuerySchema } from '@core/api/images';
import { IMAGE_MIME } from '../../images/render-image';

type ImageQuery = z.infer<typeof imageQuerySchema>;

/**
 * GET /api/images/get?url&width&quality&format: no token (images load through <img>), not rate
 * limited per call (a page shows many); only this app's own images are ever read.
 */
export const imagesRoutes = async (app: FastifyInstance): Promise<void> => {
  app.get(
    getImage.path,
    {
      config: { rateLimit: false },
      schema: {
        tags: [getImage.tag],
        summary: getImage.summary,
        querystring: imageQuerySchema,
        response: { 200: z.unknown().describe('the image bytes'), '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query as ImageQuery;
      const result = await app.images.get({ ...query, caller: request.ip });
      reply
        .header('cache-control', result.cacheControl)
        .header('etag', result.etag)
        .header('x-image-cache', result.hit ? 'hit' : 'miss')
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === result.etag) return reply.code(304).send();
      reply.type(IMAGE_MIME[query.format]);
      // a recent rendition is in memory (server/images/hot-images.ts): sent like a static file
      if (result.body) return reply.send(result.body);
      return reply.header('content-length', String(result.size)).send(createReadStream(result.path));
    },
  );
};
