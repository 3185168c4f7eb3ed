import path from 'node:path';
import fp from 'fastify-plugin';
import { createImageCache } from './image-cache';
import { createImageService, type ImageService } from './image-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** the image endpoint's renderer and its disk cache */
    images: ImageService;
  }
}

interface ImagesPluginOptions {
  /** the built web app (its assets/ and images/ folders are the static images) */
  webRoot: string;
}

/** Images: sharp renditions of the store's own images and the app's static ones, cached on disk. */
export const imagesPlugin = fp<ImagesPluginOptions>(
  async (app, { webRoot }) => {
    const cache = createImageCache(app.storage.config.imageCacheDir, app.storage.config.imageCacheMaxBytes);
    app.decorate('images', createImageService(app.storage, cache, [path.resolve(webRoot)]));
  },
  { name: 'splits-images', dependencies: ['splits-storage'] },
);
