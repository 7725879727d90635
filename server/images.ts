import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Queryable } from './db/connection.ts';

/** Widths `/_image` serves (spec 9: xs..2xl); 2× densities are allowed too, capped at the original width. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
const ALLOWED_WIDTHS = new Set<number>([...IMAGE_WIDTHS, ...IMAGE_WIDTHS.map((w) => w * 2)]);
const ORIGINAL_SIZE = 1600;
const MAX_CACHE_BYTES = 64 * 1024 * 1024;
const ONE_YEAR = 'public, max-age=31536000, immutable';

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

/** Builds the SVG artwork for a product or category: a soft gradient ground with one bold shape. */
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
<filter id="sh" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="${s * 0.02}" stdDeviation="${s * 0.025}" flood-color="#000" flood-opacity=".18"/></filter>
</defs>
<rect width="${s}" height="${s}" fill="url(#g1)"/>
<ellipse cx="${h}" cy="${s * 0.86}" rx="${s * 0.28}" ry="${s * 0.035}" fill="#000" opacity=".08"/>
<g filter="url(#sh)" transform="rotate(${art.variant ? ((art.variant * 11) % 24) - 12 : 0} ${h} ${h})">${shape}</g>
</svg>`;
}

class LruCache {
  private map = new Map<string, Buffer>();
  private bytes = 0;
  constructor(private readonly limit: number) {}
  get(key: string): Buffer | undefined {
    const v = this.map.get(key);
    if (v) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, value: Buffer): void {
    const old = this.map.get(key);
    if (old) this.bytes -= old.length;
    this.map.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.map) {
      if (this.bytes <= this.limit) break;
      this.map.delete(k);
      this.bytes -= v.length;
    }
  }
}

export interface ImageServiceOptions {
  db: Queryable;
  /** Where rendered originals are kept; undefined keeps them in memory only. */
  dir?: string;
  siteUrl: string;
  /** Extra hosts whose http(s) images `/_image` may fetch and resize. */
  allowedHosts?: string[];
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Product images: generated originals at `/images/...`, resized webp at `/_image?src=&w=`. */
export class ImageService {
  private readonly originals = new LruCache(MAX_CACHE_BYTES);
  private readonly resized = new LruCache(MAX_CACHE_BYTES);
  private readonly pending = new Map<string, Promise<Buffer>>();
  private readonly siteOrigin: string;
  private readonly allowedHosts: Set<string>;

  constructor(private readonly options: ImageServiceOptions) {
    this.siteOrigin = new URL(options.siteUrl).origin;
    this.allowedHosts = new Set((options.allowedHosts ?? []).map((h) => h.toLowerCase()));
  }

  /** The original for a public path (`/images/products/x.png`), rendering and caching it on first use. */
  async original(path: string): Promise<{ body: Buffer; type: string }> {
    if (path === '/images/placeholder.jpg')
      return { body: await this.memo(path, () => this.placeholder()), type: 'image/jpeg' };
    const body = await this.memo(path, async () => {
      const file = this.options.dir ? join(this.options.dir, path.replace(/^\/images\//, '')) : undefined;
      if (file) {
        const cached = await readFile(file).catch(() => undefined);
        if (cached) return cached;
      }
      const rows = await this.options.db.query<{ art: unknown }>('SELECT art FROM media WHERE path = $1', [
        path,
      ]);
      const art = rows[0]?.art;
      if (!isArt(art)) throw new HttpError(404, 'Image not found');
      const png = await sharp(Buffer.from(artworkSvg(art)))
        // Fast encoding: originals are generated on first request, and a cold page asks for dozens at once.
        .png({ compressionLevel: 1, palette: false })
        .toBuffer();
      if (file) {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, png);
      }
      return png;
    });
    return { body, type: 'image/png' };
  }

  private readonly art = new Map<string, Art | null>();

  /** The stored artwork description of a generated image, or null for other files. */
  private async artwork(path: string): Promise<Art | null> {
    if (this.art.has(path)) return this.art.get(path) ?? null;
    const rows = await this.options.db.query<{ art: unknown }>('SELECT art FROM media WHERE path = $1', [
      path,
    ]);
    const art = rows[0]?.art;
    const found = isArt(art) ? art : null;
    this.art.set(path, found);
    return found;
  }

  private async memo(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.originals.get(key);
    if (hit) return hit;
    const running = this.pending.get(key);
    if (running) return running;
    const p = make().then(
      (b) => {
        this.originals.set(key, b);
        this.pending.delete(key);
        return b;
      },
      (e: unknown) => {
        this.pending.delete(key);
        throw e;
      },
    );
    this.pending.set(key, p);
    return p;
  }

  private placeholder(): Promise<Buffer> {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#eceae6"/><g fill="none" stroke="#c9c5bd" stroke-width="18" stroke-linejoin="round"><rect x="250" y="270" width="300" height="240" rx="20"/><path d="M270 480l90-100 70 70 50-50 70 80"/></g><circle cx="470" cy="340" r="26" fill="#c9c5bd"/></svg>`;
    return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  }

  /** Resolves `/_image` parameters; throws HttpError(400) for a width or source it does not serve. */
  async resize(src: string | null, widthParam: string | null): Promise<Buffer> {
    if (!src) throw new HttpError(400, 'Missing src');
    if (!widthParam || !/^\d{1,4}$/.test(widthParam)) throw new HttpError(400, 'Invalid width');
    const width = Number(widthParam);
    if (!ALLOWED_WIDTHS.has(width))
      throw new HttpError(
        400,
        `Width must be one of ${[...ALLOWED_WIDTHS].sort((a, b) => a - b).join(', ')}`,
      );
    const source = this.classify(src);
    const key = `${source.kind}:${source.ref}@${width}`;
    const hit = this.resized.get(key);
    if (hit) return hit;
    if (source.kind === 'local') {
      // Generated artwork is vector: draw it at the requested width instead of shrinking a 1600 px original,
      // which is ~25 times less work for a 320 px card image and keeps a cold page fast.
      const art = await this.artwork(source.ref);
      if (art) {
        const drawn = await sharp(Buffer.from(artworkSvg(art, Math.min(width, ORIGINAL_SIZE))))
          .webp({ quality: 80 })
          .toBuffer();
        this.resized.set(key, drawn);
        return drawn;
      }
    }
    const input =
      source.kind === 'local' ? (await this.original(source.ref)).body : await this.fetchRemote(source.ref);
    const meta = await sharp(input).metadata();
    const target = Math.min(width, meta.width ?? width);
    const out = await sharp(input)
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    this.resized.set(key, out);
    return out;
  }

  private classify(src: string): { kind: 'local' | 'remote'; ref: string } {
    if (src.startsWith('/')) {
      if (!src.startsWith('/images/') || src.includes('..') || src.includes('\\'))
        throw new HttpError(400, 'Source must be under /images');
      return { kind: 'local', ref: src.split('?')[0]! };
    }
    let url: URL;
    try {
      url = new URL(src);
    } catch {
      throw new HttpError(400, 'Invalid source URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new HttpError(400, 'Source must be http(s)');
    if (url.origin === this.siteOrigin) return this.classify(url.pathname);
    if (!this.allowedHosts.has(url.hostname.toLowerCase()))
      throw new HttpError(400, 'Source host is not allowed');
    return { kind: 'remote', ref: url.href };
  }

  private async fetchRemote(href: string): Promise<Buffer> {
    const response = await fetch(href, { signal: AbortSignal.timeout(5000), redirect: 'error' });
    if (!response.ok) throw new HttpError(502, `Upstream image answered ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > 15 * 1024 * 1024) throw new HttpError(502, 'Upstream image too large');
    return Buffer.from(await response.arrayBuffer());
  }

  /** Answers `/images/*` and `/_image`; false when the path is not an image path. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const isOriginal = url.pathname.startsWith('/images/');
    const isResize = url.pathname === '/_image';
    if (!isOriginal && !isResize) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return true;
    }
    try {
      const { body, type } = isOriginal
        ? await this.original(decodeURIComponent(url.pathname))
        : {
            body: await this.resize(url.searchParams.get('src'), url.searchParams.get('w')),
            type: 'image/webp',
          };
      res.writeHead(200, { 'content-type': type, 'content-length': body.length, 'cache-control': ONE_YEAR });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof HttpError ? error.message : 'Image processing failed';
      res
        .writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        .end(message);
    }
    return true;
  }
}

/** `srcSet` for a public image path: one `/_image` candidate per spec width. */
export function srcSetFor(path: string): string {
  return IMAGE_WIDTHS.map((w) => `/_image?src=${encodeURIComponent(path)}&w=${w} ${w}w`).join(', ');
}
