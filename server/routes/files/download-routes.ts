import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FILE_DOWNLOAD_PATH, PUBLIC_FILE_PATH_PREFIX } from '@core/api/files';
import { apiErrorSchema } from '@core/api/common';
import { fileForToken, publicImageFile } from '../../storage/file-service';
import { sendStoredFile } from './send-file';

const binary = { 200: z.unknown().describe('the file bytes'), '4xx': apiErrorSchema };

/**
 * Downloads without a bearer token: a signed link (5 minutes, then 403), and the stable public
 * reference of profile photos, logos and athlete photos (immutable: a new photo is a new file).
 */
export const downloadRoutes = async (app: FastifyInstance): Promise<void> => {
  const ctx = app.storage;

  app.get(
    FILE_DOWNLOAD_PATH,
    {
      schema: {
        tags: ['files'],
        summary: 'Download a file with a signed link from /api/file/download-url/get',
        querystring: z.object({ token: z.string().min(1).max(1024) }),
        response: binary,
      },
    },
    async (request, reply) => {
      const { token } = request.query as { token: string };
      const file = await fileForToken(ctx, token);
      return sendStoredFile(ctx, reply, file, { disposition: 'attachment', cacheControl: 'private, max-age=300' });
    },
  );

  app.get(
    `${PUBLIC_FILE_PATH_PREFIX}:fileId`,
    {
      config: { rateLimit: false },
      schema: {
        tags: ['files'],
        summary: 'A profile photo, logo or athlete photo by its stable reference (other files are not public)',
        params: z.object({ fileId: z.uuid() }),
        response: binary,
      },
    },
    async (request, reply) => {
      const { fileId } = request.params as { fileId: string };
      const file = await publicImageFile(ctx, fileId);
      if (request.headers['if-none-match'] === `"${Buffer.from(file.md5Hash, 'base64').toString('hex')}"`) {
        return reply.code(304).send();
      }
      return sendStoredFile(ctx, reply, file, { disposition: 'inline', cacheControl: 'public, max-age=31536000, immutable' });
    },
  );
};
