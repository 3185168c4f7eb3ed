import { z } from 'zod';
import { IMAGE_DEFAULT_FORMAT, IMAGE_DEFAULT_QUALITY, IMAGE_DENSITIES, IMAGE_WIDTHS } from '../constants';
import { defineCall } from './define-call';

export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_ENDPOINT_PATH = '/api/images/get';

/** Every width the endpoint renders: the seed's widths at densities 1 and 2, ascending. */
export const IMAGE_RENDER_WIDTHS: readonly number[] = [
  ...new Set(Object.values(IMAGE_WIDTHS).flatMap((w) => IMAGE_DENSITIES.map((d) => w * d))),
].sort((a, b) => a - b);

/** The few qualities the endpoint renders: any asked quality is snapped to the nearest (ties up). */
export const IMAGE_QUALITIES = [40, 60, 80, 95] as const;

export const snapImageQuality = (quality: number): number =>
  IMAGE_QUALITIES.reduce<number>((best, q) => (Math.abs(q - quality) <= Math.abs(best - quality) ? q : best), IMAGE_QUALITIES[0]);

/** The smallest render width at least `width` (the largest one when none is). */
export const snapImageWidth = (width: number): number =>
  IMAGE_RENDER_WIDTHS.find((w) => w >= width) ?? IMAGE_RENDER_WIDTHS[IMAGE_RENDER_WIDTHS.length - 1]!;

export const imageQuerySchema = z.object({
  /** one of this app's own images: /api/files/public/<id>, /api/files/download?token=…, or /assets/… */
  url: z.string().min(1).max(2048),
  width: z.coerce.number().int().min(1).max(8192),
  quality: z.coerce.number().int().min(1).max(100).default(IMAGE_DEFAULT_QUALITY),
  format: z.enum(IMAGE_FORMATS).default(IMAGE_DEFAULT_FORMAT),
});
export type ImageQuery = z.input<typeof imageQuerySchema>;

/** Answers image bytes (not JSON); documented here so the client builds its URLs from the contract. */
export const getImage = defineCall({
  method: 'GET',
  path: IMAGE_ENDPOINT_PATH,
  auth: false,
  tag: 'images',
  summary: 'An image of this app resized to a snapped width (320…1536, ×1 and ×2), webp and quality 80 by default',
  query: imageQuerySchema,
  response: z.unknown(),
});

/** The endpoint URL for one rendition. */
export const imageUrl = (src: string, width: number, options: { quality?: number; format?: ImageFormat } = {}): string => {
  const params = new URLSearchParams({ url: src, width: String(snapImageWidth(width)) });
  if (options.quality !== undefined && options.quality !== IMAGE_DEFAULT_QUALITY) params.set('quality', String(options.quality));
  if (options.format && options.format !== IMAGE_DEFAULT_FORMAT) params.set('format', options.format);
  return `${IMAGE_ENDPOINT_PATH}?${params.toString()}`;
};

/**
 * `srcset` for an image shown `width` CSS pixels wide: density descriptors (1x, 2x) by default,
 * or width descriptors over every render width up to twice `width` when the caller gives `sizes`.
 */
export const imageSrcSet = (
  src: string,
  width: number,
  options: { quality?: number; format?: ImageFormat; byWidth?: boolean } = {},
): string => {
  if (options.byWidth) {
    const top = snapImageWidth(width * Math.max(...IMAGE_DENSITIES));
    return IMAGE_RENDER_WIDTHS.filter((w) => w <= top)
      .map((w) => `${imageUrl(src, w, options)} ${w}w`)
      .join(', ');
  }
  return IMAGE_DENSITIES.map((d) => `${imageUrl(src, width * d, options)} ${d}x`).join(', ');
};
