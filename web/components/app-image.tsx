import type { ImgHTMLAttributes } from 'react';
import type { ImageFormat } from '@core/api/images';
import { appImageProps } from '../lib/app-image';

export interface AppImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width'> {
  src: string;
  /** the CSS width the image is shown at */
  width: number;
  /** when given, srcset lists widths (w) for the browser to choose with these sizes */
  sizes?: string;
  alt: string;
  quality?: number;
  format?: ImageFormat;
}

/** A photo shown through the image endpoint (resized and re-encoded), lazy by default. */
export function AppImage({ src, width, sizes, alt, quality, format, loading = 'lazy', decoding = 'async', ...rest }: AppImageProps) {
  const props = appImageProps(src, width, { quality, format, sizes });
  return <img {...rest} {...props} width={width} alt={alt} loading={loading} decoding={decoding} />;
}
