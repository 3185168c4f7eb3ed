import sharp from 'sharp';
import { notAnImage, tooManyPixels } from './render-image';

/**
 * Refuses, at upload, an image the image endpoint could never render: one whose header declares
 * more than `maxInputPixels` (read from the header alone, nothing decoded), or whose pixels do
 * not decode (a JPEG signature followed by garbage). The decode is a small thumbnail, so JPEG
 * and WebP shrink while loading.
 */
export const checkImageUpload = async (input: Buffer | string, maxInputPixels: number): Promise<void> => {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(input, { limitInputPixels: false, pages: 1 }).metadata());
  } catch {
    throw notAnImage();
  }
  if (!width || !height) throw notAnImage();
  if (width * height > maxInputPixels) throw tooManyPixels(maxInputPixels);
  try {
    await sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error', pages: 1 })
      .resize({ width: 32, height: 32, fit: 'inside' })
      .toBuffer();
  } catch (e) {
    if (e instanceof Error && /pixel limit/i.test(e.message)) throw tooManyPixels(maxInputPixels);
    throw notAnImage();
  }
};
