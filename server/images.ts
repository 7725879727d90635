import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { Queryable } from './db/connection.ts';

const ORIGINAL_SIZE = 1600;
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
/** Artwork descriptions remembered per requested path (found or not), so a flood of unknown names stays bounded. */
const MAX_KNOWN_PATHS = 4096;
const ONE_YEAR = 'public, max-age=31536000, immutable';

/** Where WordPress serves uploaded media; the reference API answers the same paths. */
export const UPLOADS_PATH = '/wp-content/uploads/';

interface Art {
  shape: string;
  color: string;
  accent: string;
  variant: number;
}

function isArt(value: unknown): value is Art {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.shape === 'string' &&
    typeof v.color === 'string' &&
    typeof v.accent === 'string' &&
    typeof v.variant === 'number'
  );
}

function mix(hex: string, other: string, amount: number): string {
  const parse = (h: string): number[] => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16) || 0);
  const a = parse(hex);
  const b = parse(other);
  return (
    '#' +
    a
      .map((c, i) =>
        Math.round(c + ((b[i] ?? 0) - c) * amount)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/**
 * Builds the SVG artwork for a product or category: a soft gradient ground with one bold shape. No SVG filter:
 * a drop-shadow blur made each 1600 px original cost about 2 s of CPU instead of 0.3 s.
 */
export function artworkSvg(art: Art, size = ORIGINAL_SIZE): string {
  const c = art.color;
  const light = mix(c, '#ffffff', 0.82);
  const mid = mix(c, '#ffffff', 0.55);
  const dark = mix(c, '#000000', 0.25);
  const acc = art.accent;
  const rot = (art.variant * 37) % 360;
  const s = size;
  const h = s / 2;
  const shapes: Record<string, string> = {
    orb: `<circle cx="${h}" cy="${h}" r="${s * 0.3}" fill="url(#g2)"/><circle cx="${h - s * 0.09}" cy="${h - s * 0.1}" r="${s * 0.07}" fill="${light}" opacity=".55"/>`,
    rings: `<g fill="none" stroke-width="${s * 0.05}"><circle cx="${h - s * 0.12}" cy="${h}" r="${s * 0.2}" stroke="${c}"/><circle cx="${h + s * 0.12}" cy="${h}" r="${s * 0.2}" stroke="${acc}" opacity=".9"/></g>`,
    arch: `<path d="M${s * 0.25} ${s * 0.8} V${s * 0.45} A${s * 0.25} ${s * 0.25} 0 0 1 ${s * 0.75} ${s * 0.45} V${s * 0.8} Z" fill="url(#g2)"/><rect x="${s * 0.2}" y="${s * 0.78}" width="${s * 0.6}" height="${s * 0.04}" rx="${s * 0.02}" fill="${acc}"/>`,
    blocks: `<rect x="${s * 0.22}" y="${s * 0.3}" width="${s * 0.3}" height="${s * 0.45}" rx="${s * 0.03}" fill="${c}"/><rect x="${s * 0.46}" y="${s * 0.22}" width="${s * 0.32}" height="${s * 0.32}" rx="${s * 0.03}" fill="${acc}" opacity=".92"/><rect x="${s * 0.46}" y="${s * 0.58}" width="${s * 0.32}" height="${s * 0.17}" rx="${s * 0.03}" fill="${dark}"/>`,
    wave: `<path d="M0 ${s * 0.62} C ${s * 0.25} ${s * 0.48}, ${s * 0.45} ${s * 0.78}, ${s} ${s * 0.56} V${s} H0 Z" fill="${c}"/><path d="M0 ${s * 0.74} C ${s * 0.3} ${s * 0.62}, ${s * 0.6} ${s * 0.9}, ${s} ${s * 0.7} V${s} H0 Z" fill="${acc}" opacity=".85"/><circle cx="${s * 0.7}" cy="${s * 0.3}" r="${s * 0.09}" fill="${acc}"/>`,
    diamond: `<g transform="rotate(45 ${h} ${h})"><rect x="${s * 0.3}" y="${s * 0.3}" width="${s * 0.4}" height="${s * 0.4}" rx="${s * 0.04}" fill="url(#g2)"/></g><circle cx="${h}" cy="${h}" r="${s * 0.06}" fill="${acc}"/>`,
    pill: `<g transform="rotate(-20 ${h} ${h})"><rect x="${s * 0.18}" y="${s * 0.38}" width="${s * 0.64}" height="${s * 0.24}" rx="${s * 0.12}" fill="url(#g2)"/><rect x="${s * 0.5}" y="${s * 0.38}" width="${s * 0.32}" height="${s * 0.24}" rx="${s * 0.12}" fill="${acc}" opacity=".9"/></g>`,
    card: `<g transform="rotate(-8 ${h} ${h})"><rect x="${s * 0.24}" y="${s * 0.2}" width="${s * 0.52}" height="${s * 0.62}" rx="${s * 0.03}" fill="${c}"/><rect x="${s * 0.3}" y="${s * 0.28}" width="${s * 0.4}" height="${s * 0.06}" rx="${s * 0.02}" fill="${acc}"/><rect x="${s * 0.3}" y="${s * 0.4}" width="${s * 0.28}" height="${s * 0.03}" rx="${s * 0.015}" fill="${light}" opacity=".7"/></g>`,
    leaf: `<path d="M${h} ${s * 0.18} C ${s * 0.82} ${s * 0.3}, ${s * 0.8} ${s * 0.7}, ${h} ${s * 0.84} C ${s * 0.2} ${s * 0.7}, ${s * 0.18} ${s * 0.3}, ${h} ${s * 0.18} Z" fill="url(#g2)"/><path d="M${h} ${s * 0.24} V${s * 0.8}" stroke="${acc}" stroke-width="${s * 0.012}"/>`,
  };
  const shape = shapes[art.shape] ?? shapes.orb!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
<defs>
<linearGradient id="g1" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${rot % 90} .5 .5)"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<linearGradient id="g2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(c, '#ffffff', 0.15)}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
</defs>
<rect width="${s}" height="${s}" fill="url(#g1)"/>
<ellipse cx="${h}" cy="${s * 0.86}" rx="${s * 0.28}" ry="${s * 0.035}" fill="#000" opacity=".08"/>
<g transform="rotate(${art.variant ? ((art.variant * 11) % 24) - 12 : 0} ${h} ${h})">${shape}</g>
</svg>`;
}

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

interface Dimensions {
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

/** The intermediate sizes WordPress generated for an original, in `image_meta['sizes']` order. */
function generatedSizes(original: Dimensions): { name: string; dims: Dimensions }[] {
  return WP_SIZES.flatMap((size) => {
    const dims = sizedDimensions(original, size);
    return dims ? [{ name: size.name, dims }] : [];
  });
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

export interface ImageServiceOptions {
  db: Queryable;
  /** How many requested paths (found or not) to remember; default MAX_KNOWN_PATHS. */
  maxKnownPaths?: number;
}

/** Which stored media path and size an uploads URL path names, or null when it names none. */
export function parseUploadPath(decoded: string): { path: string; size: Dimensions | null } | null {
  if (!decoded.startsWith(UPLOADS_PATH) || /[\\\0]/.test(decoded)) return null;
  const rest = decoded.slice(UPLOADS_PATH.length);
  if (rest.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  const match = /^((?:products|categories)\/[a-z0-9][a-z0-9-]*?)(?:-(\d{2,4})x(\d{2,4}))?\.png$/.exec(rest);
  if (!match) return null;
  return {
    path: `/images/${match[1]!}.png`,
    size: match[2] && match[3] ? { width: Number(match[2]), height: Number(match[3]) } : null,
  };
}

/**
 * The reference store's uploads: `GET /wp-content/uploads/<file>` answers the PNG originals and their
 * WordPress-named intermediate sizes (`x-300x300.png`), drawn from each media row's stored artwork on first
 * request and kept in memory (they are cheap to draw again, so nothing is written to disk).
 */
export class ImageService {
  private readonly files = new LRUCache<string, Buffer>({
    maxSize: MAX_CACHE_BYTES,
    sizeCalculation: (b) => b.length,
  });
  private readonly known: LRUCache<string, { art: Art | null; dims: Dimensions }>;
  private readonly pending = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly options: ImageServiceOptions) {
    this.known = new LRUCache({ max: options.maxKnownPaths ?? MAX_KNOWN_PATHS });
  }

  /** How many requested paths are remembered (found or not); bounded by `maxKnownPaths`. */
  get rememberedPaths(): number {
    return this.known.size;
  }

  private async lookup(path: string): Promise<{ art: Art | null; dims: Dimensions }> {
    const hit = this.known.get(path);
    if (hit) return hit;
    const rows = await this.options.db.query<{ art: unknown; width: number; height: number }>(
      'SELECT art, width, height FROM media WHERE path = $1',
      [path],
    );
    const row = rows[0];
    const found = {
      art: row && isArt(row.art) ? row.art : null,
      dims: { width: row?.width ?? ORIGINAL_SIZE, height: row?.height ?? ORIGINAL_SIZE },
    };
    this.known.set(path, found);
    return found;
  }

  /** The PNG for a decoded uploads path, or null when there is no such file. */
  async file(decodedPath: string): Promise<Buffer | null> {
    const parsed = parseUploadPath(decodedPath);
    if (!parsed) return null;
    const { art, dims } = await this.lookup(parsed.path);
    if (!art) return null;
    let width = dims.width;
    if (parsed.size) {
      const { width: w, height: h } = parsed.size;
      // Only the sizes WordPress would have generated exist, as on a real store.
      if (!generatedSizes(dims).some((s) => s.dims.width === w && s.dims.height === h)) return null;
      width = w;
    }
    const key = `${parsed.path}@${width}`;
    const hit = this.files.get(key);
    if (hit) return hit;
    const running = this.pending.get(key);
    if (running) return running;
    const job = sharp(Buffer.from(artworkSvg(art, width)))
      // Fast encoding: a cold catalogue page asks for dozens of originals at once.
      .png({ compressionLevel: 1, palette: false })
      .toBuffer()
      .then((png) => {
        this.files.set(key, png);
        return png;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return job;
  }

  /** Answers `/wp-content/uploads/*`; false for other paths. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (!url.pathname.startsWith(UPLOADS_PATH)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return true;
    }
    let decoded: string | null;
    try {
      decoded = decodeURIComponent(url.pathname);
    } catch {
      decoded = null;
    }
    const body = decoded ? await this.file(decoded) : null;
    if (!body) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        .end('Not found');
      return true;
    }
    res.writeHead(200, {
      'content-type': 'image/png',
      'content-length': body.length,
      'cache-control': ONE_YEAR,
      'x-content-type-options': 'nosniff',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
}
