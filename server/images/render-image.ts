import sharp, { type Metadata } from 'sharp';
import type { ImageFormat } from '@core/api/images';
import { StorageError } from '../storage/storage-error';

// The disk cache keeps results; libvips' own cache would only hold memory. Two cores: one thread each.
sharp.cache(false);
sharp.concurrency(1);

export const IMAGE_MIME: Record<ImageFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const tooManyPixels = (limit: number) =>
  new StorageError('invalid-argument', `This image is too large to process (more than ${Math.round(limit / 1_000_000)} megapixels).`, 422);

const notAnImage = () => new StorageError('invalid-argument', 'This file is not an image that can be resized.', 422);

interface RenderOptions {
  width: number;
  quality: number;
  format: ImageFormat;
  maxInputPixels: number;
}

/**
 * Resizes to `width` (never enlarging), auto-rotates by EXIF, strips metadata, and encodes. The
 * header is read first: an image over the pixel limit is refused before any pixel is decoded.
 * Animated images keep their first frame.
 */
export const renderImage = async (input: Buffer, options: RenderOptions): Promise<Buffer> => {
  const source = { limitInputPixels: options.maxInputPixels, failOn: 'error', pages: 1 } as const;
  let meta: Metadata;
  try {
    meta = await sharp(input, { ...source, limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > options.maxInputPixels) throw tooManyPixels(options.maxInputPixels);

  const pipeline = sharp(input, source).rotate().resize({ width: options.width, withoutEnlargement: true });
  const { quality } = options;
  switch (options.format) {
    case 'webp':
      pipeline.webp({ quality, effort: 4 });
      break;
    case 'avif':
      pipeline.avif({ quality, effort: 2 });
      break;
    case 'jpeg':
      pipeline.jpeg({ quality, mozjpeg: true });
      break;
    case 'png':
      pipeline.png({ quality, compressionLevel: 8, palette: quality < 100 });
      break;
  }
  try {
    return await pipeline.toBuffer();
  } catch (e) {
    if (e instanceof Error && /pixel limit/i.test(e.message)) throw tooManyPixels(options.maxInputPixels);
    throw notAnImage();
  }
};
