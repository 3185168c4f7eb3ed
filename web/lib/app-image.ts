import { imageSrcSet, imageUrl, type ImageFormat } from '@core/api/images';

/** Sources the image endpoint can resize: the store's references and the app's static images. */
const isAppImage = (src: string): boolean =>
  src.startsWith('/api/files/public/') ||
  src.startsWith('/api/files/download?') ||
  src.startsWith('/assets/') ||
  src.startsWith('/images/');

/**
 * `src` and `srcSet` for an image shown `width` CSS pixels wide, through /api/images/get (seed
 * widths, densities 1 and 2, webp and quality 80 by default). Other sources pass unchanged.
 */
export const appImageProps = (
  src: string,
  width: number,
  options: { quality?: number; format?: ImageFormat; sizes?: string } = {},
): { src: string; srcSet?: string; sizes?: string } => {
  if (!isAppImage(src)) return { src };
  return {
    src: imageUrl(src, width, options),
    srcSet: imageSrcSet(src, width, { ...options, byWidth: Boolean(options.sizes) }),
    sizes: options.sizes,
  };
};
