import type { FastifyInstance } from 'fastify';
import { downloadRoutes } from './download-routes';
import { fileCalls } from './file-calls';
import { tusRoutes } from './tus-routes';
import { uploadCall } from './upload-call';

/** Files: the JSON calls, the small multipart upload, tus uploads, and token-free downloads. */
export const filesRoutes = async (app: FastifyInstance): Promise<void> => {
  await app.register(fileCalls);
  await app.register(uploadCall);
  await app.register(tusRoutes);
  await app.register(downloadRoutes);
};
