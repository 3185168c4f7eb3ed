import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderImage } from './render-image';
import { StorageError } from '../storage/storage-error';
import { pngBomb } from './testing/png-bomb';

const MP40 = 40_000_000;

/** A photo-like image (noise and gradients) so quality changes the size. */
const photo = async (width: number, height: number) => {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 7 + ((i * 2654435761) >>> 24)) & 0xff;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
};

describe('renderImage', () => {
  it('resizes to the width, keeping the aspect ratio, as webp', async () => {
    const out = await renderImage(await photo(1200, 800), { width: 640, quality: 80, format: 'webp', maxInputPixels: MP40 });
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);
    expect(meta.height).toBe(427);
  });

  it('never enlarges a smaller image', async () => {
    const out = await renderImage(await photo(300, 200), { width: 1024, quality: 80, format: 'png', maxInputPixels: MP40 });
    expect((await sharp(out).metadata()).width).toBe(300);
  });

  it('makes smaller files at lower quality', async () => {
    const input = await photo(800, 600);
    const low = await renderImage(input, { width: 768, quality: 30, format: 'webp', maxInputPixels: MP40 });
    const high = await renderImage(input, { width: 768, quality: 90, format: 'webp', maxInputPixels: MP40 });
    expect(low.length).toBeLessThan(high.length * 0.8);
  });

  it('encodes avif and jpeg on request', async () => {
    const input = await photo(400, 300);
    expect(
      (await sharp(await renderImage(input, { width: 320, quality: 60, format: 'avif', maxInputPixels: MP40 })).metadata()).format,
    ).toBe('heif');
    expect(
      (await sharp(await renderImage(input, { width: 320, quality: 60, format: 'jpeg', maxInputPixels: MP40 })).metadata()).format,
    ).toBe('jpeg');
  });

  it('refuses an image over the pixel limit without decoding it (a decompression bomb)', async () => {
    // 9000 x 5000 = 45 MP: about 45 KB as PNG, 45 MB of pixels once decoded
    const bomb = pngBomb(9000, 5000);
    expect(bomb.length).toBeLessThan(100_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(9000);
    const error = await renderImage(bomb, { width: 320, quality: 80, format: 'webp', maxInputPixels: MP40 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as StorageError).message).toMatch(/too large/);
  });

  it('refuses bytes that are not an image', async () => {
    await expect(renderImage(Buffer.from('%PDF-1.7'), { width: 320, quality: 80, format: 'webp', maxInputPixels: MP40 })).rejects.toThrow(
      /not an image/,
    );
  });
});
