import { useState, type ImgHTMLAttributes } from 'react';
import { cx } from './cx';
import * as styles from './Image.css';
import { imageSources, PLACEHOLDER_IMAGE } from './imageSources';

export interface ImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'alt'
> {
  /** The original image URL; missing or empty shows the placeholder. */
  src?: string | null;
  /** Required; pass '' for a purely decorative image. */
  alt: string;
  /** Intrinsic display width in CSS pixels; with `height` it reserves space (no layout shift). */
  width: number;
  height: number;
  /** The `sizes` attribute; when given, `srcSet` lists every spec width. */
  sizes?: string;
  /** Above the fold (LCP): load eagerly with high fetch priority. @default false */
  priority?: boolean;
  /** @default 'cover' */
  fit?: styles.ImageVariants['fit'];
}

/** A responsive webp image through the `/_image` endpoint; falls back to the placeholder on error. */
export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  fit,
  className,
  onError,
  ...props
}: ImageProps) {
  const [failed, setFailed] = useState(false);
  const sources = imageSources({ src: failed ? null : src, width, sizes });
  return (
    <img
      {...props}
      {...sources}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cx(styles.image({ fit }), className)}
      onError={(event) => {
        if (sources.src !== PLACEHOLDER_IMAGE) setFailed(true);
        onError?.(event);
      }}
    />
  );
}
