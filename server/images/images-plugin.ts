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

/** Images: sharp renditions of the store's own images and the app's static ones, cached on disk (and in S3, shared by every server). */
export const imagesPlugin = fp<ImagesPluginOptions>(
  async (app, { webRoot }) => {
    // on S3, renditions are shared by every server through the store; on local disk, DATA_DIR is
    // already the one place (shared by servers that share DATA_DIR)
    const { backend } = app.storage;
    const cache = createImageCache(
      app.storage.config.imageCacheDir,
      app.storage.config.imageCacheMaxBytes,
      backend.kind === 's3' ? backend : undefined,
      (e) => app.log.warn({ err: e }, 'shared image rendition store failed'),
    );
    const { renderConcurrency, renderQueue, rendersPerMinute } = app.storage.config;
    app.decorate(
      'images',
      createImageService(app.storage, cache, [path.resolve(webRoot)], {
        concurrentRenders: renderConcurrency,
        maxWaiting: renderQueue,
        missesPerMinute: rendersPerMinute,
      }),
    );
  },
  { name: 'splits-images', dependencies: ['splits-storage'] },
);
