import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { ImageDiskCache } from './imageDiskCache.ts';
import { ImageError, ImageOrigins, parseImageHosts, PLACEHOLDER_PATH } from './imageOriginals.ts';

// libvips keeps recent operations and their pixels for reuse; originals are decoded once each, so that cache only
// holds memory.
sharp.cache(false);

/**
 * The storefront's image pipeline (its own host, not the API's): `/images/placeholder.jpg`, and
 * `/_image?src=<url>&w=<width>[&f=avif]`, which fetches an original from the store's origin (or a host listed in
 * IMAGE_HOSTS), resizes it with sharp and keeps the result in memory and on disk. It behaves the same with the
 * reference API and with a real WooCommerce store (GRAPHQL_URL): originals are plain HTTP GETs.
 */

/** Spec section 9 widths (xs 320 … 2xl 1536); their doubles serve the 2× density. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;
const ALLOWED_WIDTHS = new Set<number>([...IMAGE_WIDTHS, ...IMAGE_WIDTHS.map((w) => w * 2)]);
const FORMATS = { webp: 'image/webp', avif: 'image/avif' } as const;
type Format = keyof typeof FORMATS;
const DECODABLE = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);
const ONE_YEAR = 'public, max-age=31536000, immutable';

export const DEFAULTS = {
  timeoutMs: 8_000,
  maxBytes: 20 * 1024 * 1024,
  maxRedirects: 3,
  /**
   * Decoded pixels of one original: 25 M (a 6000 × 4000 photo is 24 M). Each decodes to 4 bytes a pixel; eight
   * 49 M originals at once took 354 MB that the allocator never gave back.
   */
  maxPixels: 25_000_000,
  /** Originals decoded at the same time; others wait their turn. */
  concurrentDecodes: 2,
  memoryBytes: 64 * 1024 * 1024,
  diskBytes: 1024 * 1024 * 1024,
};

export interface ImagePipelineOptions {
  /** Origins whose images are the store's own: SITE_URL's with the reference API, GRAPHQL_URL's against a store. */
  storeOrigins: readonly string[];
  /** IMAGE_HOSTS: more hosts originals may come from (`cdn.example.com`, `img.example.com:8443`, `*.example.com`). */
  allowedHosts?: readonly string[];
  /** Folder for resized images; undefined keeps them in memory only. */
  cacheDir?: string | undefined;
  /** Where to send a request for an origin instead (the in-process API over loopback); undefined: the origin itself. */
  fetchOrigin?: (origin: string) => string | undefined;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  maxPixels?: number;
  memoryBytes?: number;
  diskBytes?: number;
}

function decodeSafely(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

export class ImagePipeline {
  private readonly origins: ImageOrigins;
  private readonly settings: Required<
    Omit<ImagePipelineOptions, 'cacheDir' | 'fetchOrigin' | 'allowedHosts'>
  >;
  private readonly cacheDir: string | undefined;
  /** Resized images by cache key. */
  private readonly memory: LRUCache<string, Buffer>;
  /** Fetched originals by URL, so the widths of one image share one download. */
  private readonly originals: LRUCache<string, Buffer>;
  private readonly disk: ImageDiskCache;
  private readonly pending = new Map<string, Promise<Buffer>>();
  private placeholderJpeg: Promise<Buffer> | undefined;

  constructor(options: ImagePipelineOptions) {
    this.settings = {
      storeOrigins: options.storeOrigins,
      timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
      maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
      maxRedirects: options.maxRedirects ?? DEFAULTS.maxRedirects,
      maxPixels: options.maxPixels ?? DEFAULTS.maxPixels,
      memoryBytes: options.memoryBytes ?? DEFAULTS.memoryBytes,
      diskBytes: options.diskBytes ?? DEFAULTS.diskBytes,
    };
    this.cacheDir = options.cacheDir ? resolve(options.cacheDir) : undefined;
    const bytes = (b: Buffer) => Math.max(1, b.length);
    this.memory = new LRUCache({ maxSize: this.settings.memoryBytes, sizeCalculation: bytes });
    this.originals = new LRUCache({ maxSize: this.settings.memoryBytes, sizeCalculation: bytes });
    this.origins = new ImageOrigins({
      storeOrigins: options.storeOrigins,
      ...(options.allowedHosts ? { allowedHosts: options.allowedHosts } : {}),
      ...(options.fetchOrigin ? { fetchOrigin: options.fetchOrigin } : {}),
      maxBytes: this.settings.maxBytes,
      maxRedirects: this.settings.maxRedirects,
    });
    this.disk = new ImageDiskCache(this.cacheDir, this.settings.diskBytes);
  }

  /** The folder resized images are kept in, or undefined when they are kept in memory only. */
  get cacheFolder(): string | undefined {
    return this.cacheDir;
  }

  /** Whether originals may be fetched from this URL's host: the store's own, or one IMAGE_HOSTS lists. */
  isAllowed(url: URL): boolean {
    return this.origins.isAllowed(url);
  }

  /** The resized image for `/_image` parameters. */
  async resize(
    src: string | null,
    widthParam: string | null,
    formatParam: string | null,
  ): Promise<{ body: Buffer; type: string }> {
    if (!src) throw new ImageError(400, 'Missing src');
    if (!widthParam || !/^\d{1,4}$/.test(widthParam)) throw new ImageError(400, 'Invalid width');
    const width = Number(widthParam);
    if (!ALLOWED_WIDTHS.has(width)) {
      const list = [...ALLOWED_WIDTHS].sort((a, b) => a - b).join(', ');
      throw new ImageError(400, `Width must be one of ${list}`);
    }
    const format = formatParam ?? 'webp';
    if (format !== 'webp' && format !== 'avif') throw new ImageError(400, 'Format must be webp or avif');
    const source = this.origins.sourceUrl(src);
    const ref = source === 'placeholder' ? PLACEHOLDER_PATH : source.href;
    const key = createHash('sha256').update(`${ref}\n${width}\n${format}`).digest('hex');
    const body = await this.once(`out:${key}`, async () => {
      const hit = this.memory.get(key) ?? (await this.readDisk(key));
      if (hit) return hit;
      const input = source === 'placeholder' ? await this.placeholder() : await this.original(source);
      const out = await this.encode(input, width, format);
      this.memory.set(key, out);
      await this.disk.write(key, out);
      return out;
    });
    return { body, type: FORMATS[format] };
  }

  private once(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const running = this.pending.get(key);
    if (running) return running;
    const job = make().finally(() => this.pending.delete(key));
    this.pending.set(key, job);
    return job;
  }

  private decoding = 0;
  private readonly decodeQueue: (() => void)[] = [];

  /** Runs `work` when fewer than `concurrentDecodes` decodes are under way: decoded pixels are the big allocation. */
  private async oneDecodeAtATime<T>(work: () => Promise<T>): Promise<T> {
    if (this.decoding >= DEFAULTS.concurrentDecodes)
      await new Promise<void>((resume) => this.decodeQueue.push(resume));
    this.decoding++;
    try {
      return await work();
    } finally {
      this.decoding--;
      this.decodeQueue.shift()?.();
    }
  }

  private encode(input: Buffer, width: number, format: Format): Promise<Buffer> {
    return this.oneDecodeAtATime(() => this.encodeNow(input, width, format));
  }

  private async encodeNow(input: Buffer, width: number, format: Format): Promise<Buffer> {
    const image = sharp(input, { limitInputPixels: this.settings.maxPixels, failOn: 'error' });
    let pixels = 0;
    try {
      const meta = await image.metadata();
      if (!meta.format || !DECODABLE.has(meta.format)) throw new Error('not a picture');
      pixels = (meta.width ?? 0) * (meta.height ?? 0) * Math.max(1, meta.pages ?? 1);
    } catch (error) {
      // sharp reads the size from the header and refuses there ("Input image exceeds pixel limit").
      if (error instanceof Error && /pixel limit/i.test(error.message)) pixels = Number.POSITIVE_INFINITY;
      else throw new ImageError(502, 'The original is not a readable image');
    }
    // Refused from its header, before any pixel is decoded.
    if (pixels > this.settings.maxPixels)
      throw new ImageError(502, `The original has more than ${this.settings.maxPixels} pixels`);
    const resized = image.rotate().resize({ width, withoutEnlargement: true });
    try {
      return await (
        format === 'avif' ? resized.avif({ quality: 55, effort: 2 }) : resized.webp({ quality: 80 })
      ).toBuffer();
    } catch {
      throw new ImageError(502, 'The original is not a readable image');
    }
  }

  private placeholder(): Promise<Buffer> {
    this.placeholderJpeg ??= sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#eceae6"/><g fill="none" stroke="#c9c5bd" stroke-width="18" stroke-linejoin="round"><rect x="250" y="270" width="300" height="240" rx="20"/><path d="M270 480l90-100 70 70 50-50 70 80"/></g><circle cx="470" cy="340" r="26" fill="#c9c5bd"/></svg>`,
      ),
    )
      .jpeg({ quality: 80 })
      .toBuffer();
    return this.placeholderJpeg;
  }

  /** Downloads an original: allowed hosts only (redirects too), a time limit, a size limit, image types only. */
  private original(url: URL): Promise<Buffer> {
    const cached = this.originals.get(url.href);
    if (cached) return Promise.resolve(cached);
    return this.once(`src:${url.href}`, async () => {
      const signal = AbortSignal.timeout(this.settings.timeoutMs);
      try {
        const body = await this.origins.download(url, signal);
        this.originals.set(url.href, body);
        return body;
      } catch (error) {
        if (error instanceof ImageError) throw error;
        if (signal.aborted) throw new ImageError(504, 'The image host did not answer in time');
        throw new ImageError(502, 'The image host could not be reached');
      }
    });
  }

  private async readDisk(key: string): Promise<Buffer | undefined> {
    const body = await this.disk.read(key);
    if (body) this.memory.set(key, body);
    return body;
  }

  /** Entries held in memory and on disk (tests and monitoring). */
  stats(): { memory: number; originals: number; disk: number; diskBytes: number } {
    return { memory: this.memory.size, originals: this.originals.size, ...this.disk.stats() };
  }

  /** Answers `/images/*` and `/_image`; false for other paths. */
  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const isFolder = url.pathname.startsWith('/images/') || url.pathname === '/images';
    const isResize = url.pathname === '/_image';
    if (!isFolder && !isResize) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return true;
    }
    try {
      let result: { body: Buffer; type: string };
      if (isFolder) {
        // The placeholder is the folder's only file: nothing here is read from disk by name.
        if (decodeSafely(url.pathname) !== PLACEHOLDER_PATH) throw new ImageError(404, 'Not found');
        result = { body: await this.placeholder(), type: 'image/jpeg' };
      } else {
        result = await this.resize(
          url.searchParams.get('src'),
          url.searchParams.get('w'),
          url.searchParams.get('f'),
        );
      }
      res.writeHead(200, {
        'content-type': result.type,
        'content-length': result.body.length,
        'cache-control': ONE_YEAR,
        'x-content-type-options': 'nosniff',
      });
      res.end(req.method === 'HEAD' ? undefined : result.body);
    } catch (error) {
      const status = error instanceof ImageError ? error.status : 500;
      const message = error instanceof ImageError ? error.message : 'Image processing failed';
      if (!(error instanceof ImageError)) console.error(error);
      res
        .writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
        .end(message);
    }
    return true;
  }
}

/**
 * The pipeline as `npm start` configures it from the environment: IMAGE_HOSTS, IMAGE_CACHE_DIR (default
 * `.cache/images`, whatever the database; `memory` keeps resized images in memory only).
 */
export function imagePipelineFromEnv(
  env: Record<string, string | undefined>,
  store: { origins: string[]; fetchOrigin?: (origin: string) => string | undefined },
): ImagePipeline {
  const dir = env.IMAGE_CACHE_DIR?.trim() || '.cache/images';
  return new ImagePipeline({
    storeOrigins: store.origins,
    allowedHosts: parseImageHosts(env.IMAGE_HOSTS),
    cacheDir: dir === 'memory' ? undefined : dir,
    ...(store.fetchOrigin ? { fetchOrigin: store.fetchOrigin } : {}),
  });
}
