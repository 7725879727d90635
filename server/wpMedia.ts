/**
 * WordPress's image sizes and the media fields WPGraphQL answers from them: which intermediate files an upload has,
 * and `sourceUrl`, `srcSet` and `sizes` for a stored media path.
 */

import { LRUCache } from 'lru-cache';

/** Where WordPress serves uploaded media; the reference API answers the same paths. */
export const UPLOADS_PATH = '/wp-content/uploads/';

/** A registered WordPress image size (`add_image_size`): WordPress core's, then WooCommerce's, in that order. */
interface WpSize {
  name: string;
  width: number;
  /** 0: no height limit. */
  height: number;
  crop: boolean;
}

/** WordPress 6 + WooCommerce 9 defaults, in registration order (the order `image_meta['sizes']` keeps). */
const WP_SIZES: readonly WpSize[] = [
  { name: 'thumbnail', width: 150, height: 150, crop: true },
  { name: 'medium', width: 300, height: 300, crop: false },
  { name: 'medium_large', width: 768, height: 0, crop: false },
  { name: 'large', width: 1024, height: 1024, crop: false },
  { name: '1536x1536', width: 1536, height: 1536, crop: false },
  { name: '2048x2048', width: 2048, height: 2048, crop: false },
  { name: 'woocommerce_thumbnail', width: 300, height: 300, crop: true },
  { name: 'woocommerce_single', width: 600, height: 0, crop: false },
  { name: 'woocommerce_gallery_thumbnail', width: 100, height: 100, crop: true },
];

/** `MediaItemSizeEnum` value → WordPress size name (`_1536X1536` → `1536x1536`). */
export function wpSizeName(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return value.replace(/^_/, '').toLowerCase();
}

export interface Dimensions {
  width: number;
  height: number;
}

/** The file WordPress makes for `size` from an original, or null when the original is not larger (none is made). */
function sizedDimensions(original: Dimensions, size: WpSize): Dimensions | null {
  const { width, height } = original;
  if (size.crop) {
    if (width <= size.width && height <= size.height) return null;
    return { width: Math.min(size.width, width), height: Math.min(size.height, height) };
  }
  const scale = Math.min(size.width / width, size.height ? size.height / height : Infinity);
  if (scale >= 1) return null;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * Answers of the media fields, kept by their inputs: a list of 24 cards asked for 24 `srcSet`s, each built anew from
 * the nine sizes with a regular expression per file, 6% of a list request's CPU at 50,000 products
 * (tests/bench/apiThroughput.ts). The inputs are the whole answer (a media row's path and dimensions never change
 * under the same path), so a kept answer is never stale; a catalogue's worth of them is a few megabytes.
 */
const answers = new LRUCache<string, { value: string | null }>({ max: 20_000 });
function remembered(key: string, compute: () => string | null): string | null {
  const kept = answers.get(key);
  if (kept) return kept.value;
  const value = compute();
  answers.set(key, { value });
  return value;
}

const sizesByDimensions = new LRUCache<string, readonly { name: string; dims: Dimensions }[]>({ max: 2_000 });

/** The intermediate sizes WordPress generated for an original, in `image_meta['sizes']` order. */
export function generatedSizes(original: Dimensions): readonly { name: string; dims: Dimensions }[] {
  const key = `${original.width}x${original.height}`;
  let sizes = sizesByDimensions.get(key);
  if (!sizes) {
    sizes = WP_SIZES.flatMap((size) => {
      const dims = sizedDimensions(original, size);
      return dims ? [{ name: size.name, dims }] : [];
    });
    sizesByDimensions.set(key, sizes);
  }
  return sizes;
}

/** `products/x.png` → `products/x-300x300.png`, WordPress's name for an intermediate size. */
function sizedFile(file: string, dims: Dimensions): string {
  return file.replace(/(\.[a-z0-9]+)$/i, `-${dims.width}x${dims.height}$1`);
}

/** Upload-relative file of a stored media path (`/images/products/x.png` → `products/x.png`). */
function uploadFile(path: string): string {
  return path.replace(/^\/images\//, '');
}

export interface MediaFile extends Dimensions {
  /** Stored media path, e.g. `/images/products/x.png`. */
  path: string;
}

/**
 * `sourceUrl(size)`: the absolute URL of the original (no size), or of the intermediate file for `size`, as
 * WPGraphQL answers with `wp_get_attachment_image_src`; a size that was not generated gives the original.
 */
export function mediaSourceUrl(siteUrl: string, media: MediaFile, size?: string | null): string {
  return remembered(`u ${siteUrl} ${media.path} ${media.width}x${media.height} ${size ?? ''}`, () =>
    sourceUrlOf(siteUrl, media, size),
  )!;
}

function sourceUrlOf(siteUrl: string, media: MediaFile, size?: string | null): string {
  const base = `${siteUrl}${UPLOADS_PATH}`;
  const file = uploadFile(media.path);
  const name = wpSizeName(size);
  const sized = name ? generatedSizes(media).find((s) => s.name === name) : undefined;
  return `${base}${sized ? sizedFile(file, sized.dims) : file}`;
}

/** The dimensions `sourceUrl(size)` has. */
function sourceDimensions(media: MediaFile, size?: string | null): Dimensions {
  const name = wpSizeName(size);
  return generatedSizes(media).find((s) => s.name === name)?.dims ?? media;
}

/** WordPress's `wp_image_matches_ratio`: the smaller image scaled to the larger one's width is within 1 px. */
function matchesRatio(a: Dimensions, b: Dimensions): boolean {
  const [small, large] = a.width < b.width ? [a, b] : [b, a];
  const constrained = Math.round((small.height * large.width) / small.width);
  return Math.abs(constrained - large.height) <= 1;
}

/**
 * `srcSet(size)` as WPGraphQL answers it (`wp_get_attachment_image_srcset($id, $size ?? 'medium')`, WordPress's
 * `wp_calculate_image_srcset`): every generated file with the same aspect ratio, at most 2048 px wide, and the
 * original; the `size` file first, one candidate per width, `url 300w, url 150w, …`. Null below two candidates.
 */
export function mediaSrcSet(siteUrl: string, media: MediaFile, size?: string | null): string | null {
  return remembered(`s ${siteUrl} ${media.path} ${media.width}x${media.height} ${size ?? ''}`, () =>
    srcSetOf(siteUrl, media, size),
  );
}

function srcSetOf(siteUrl: string, media: MediaFile, size?: string | null): string | null {
  const base = `${siteUrl}${UPLOADS_PATH}`;
  const file = uploadFile(media.path);
  const src = sourceDimensions(media, size ?? 'MEDIUM');
  const files = [
    ...generatedSizes(media).map((s) => ({ url: `${base}${sizedFile(file, s.dims)}`, dims: s.dims })),
    { url: `${base}${file}`, dims: { width: media.width, height: media.height } },
  ];
  const sources = new Map<number, string>();
  let first: [number, string] | undefined;
  for (const candidate of files) {
    const isSrc = !first && candidate.dims.width === src.width && candidate.dims.height === src.height;
    if (candidate.dims.width > 2048 && !isSrc) continue;
    if (!matchesRatio(candidate.dims, src)) continue;
    if (isSrc) first = [candidate.dims.width, candidate.url];
    else if (!(first && first[0] === candidate.dims.width)) sources.set(candidate.dims.width, candidate.url);
  }
  if (!first) return null;
  sources.delete(first[0]);
  const list = [first, ...sources];
  return list.length < 2 ? null : list.map(([width, url]) => `${url} ${width}w`).join(', ');
}

/** `sizes(size)`: WordPress's `wp_calculate_image_sizes` for the `size` file, `(max-width: 300px) 100vw, 300px`. */
export function mediaSizes(media: MediaFile, size?: string | null): string {
  const { width } = sourceDimensions(media, size ?? 'MEDIUM');
  return `(max-width: ${width}px) 100vw, ${width}px`;
}
