/** Spec section 9 image widths xs 320, sm 640, md 768, lg 1024, xl 1280, 2xl 1536. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

const LARGEST_WIDTH = 1536;

/** Spec section 9 pixel densities. */
const IMAGE_DENSITIES = [1, 2] as const;

/** Shown when a product has no image (spec section 9). */
export const PLACEHOLDER_IMAGE = '/images/placeholder.jpg';

/** The server's resizing endpoint; it answers webp at the requested width. */
const IMAGE_ENDPOINT = '/_image';

/** The resized-image URL: `/_image?src=<encoded src>&w=<width>`. */
export function imageUrl(src: string, width: number): string {
  return `${IMAGE_ENDPOINT}?src=${encodeURIComponent(src)}&w=${width}`;
}

/** The smallest spec width that covers `target` pixels, or the largest spec width. */
export function fitWidth(target: number): number {
  return IMAGE_WIDTHS.find((width) => width >= target) ?? LARGEST_WIDTH;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `src`/`srcSet`/`sizes` of an image shown `width` CSS pixels wide. With `sizes`, every spec
 * width as a `w` candidate (the browser applies the density); without, `1x` and `2x` candidates.
 * A missing `src` gives the placeholder; `data:` URLs pass through. Also used for LCP preloads.
 */
export function imageSources(input: { src?: string | null; width: number; sizes?: string }): ImageSources {
  const { src, width, sizes } = input;
  if (!src) return { src: PLACEHOLDER_IMAGE };
  if (src.startsWith('data:')) return { src };
  if (sizes) {
    const srcSet = IMAGE_WIDTHS.map((candidate) => `${imageUrl(src, candidate)} ${candidate}w`).join(', ');
    return { src: imageUrl(src, fitWidth(width)), srcSet, sizes };
  }
  const srcSet = IMAGE_DENSITIES.map(
    (density) => `${imageUrl(src, fitWidth(width * density))} ${density}x`,
  ).join(', ');
  return { src: imageUrl(src, fitWidth(width)), srcSet };
}
