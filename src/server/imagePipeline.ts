import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

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
export const PLACEHOLDER_PATH = '/images/placeholder.jpg';
const FORMATS = { webp: 'image/webp', avif: 'image/avif' } as const;
type Format = keyof typeof FORMATS;
/** Content types an original may have; SVG is left out (it is a document, not a picture). */
const ORIGINAL_TYPES = /^image\/(jpeg|png|webp|avif|gif)\s*(;|$)/i;
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

export class ImageError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** IMAGE_HOSTS entries, lower-cased; blanks dropped. */
export function parseImageHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

/** True when a decoded path or URL has a `.`/`..` segment, a backslash or a NUL, at any depth of %-encoding. */
function escapesItsFolder(value: string): boolean {
  let current = value;
  for (let round = 0; round < 4; round++) {
    if (/[\\\0]/.test(current) || /(^|\/)\.{1,2}(\/|$|\?|#)/.test(current)) return true;
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return true;
    }
    if (next === current) return false;
    current = next;
  }
  return true;
}

function decodeSafely(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

export class ImagePipeline {
  private readonly storeHosts: Set<string>;
  private readonly allowed: string[];
  private readonly settings: Required<
    Omit<ImagePipelineOptions, 'cacheDir' | 'fetchOrigin' | 'allowedHosts'>
  >;
  private readonly cacheDir: string | undefined;
  /** Resized images by cache key. */
  private readonly memory: LRUCache<string, Buffer>;
  /** Fetched originals by URL, so the widths of one image share one download. */
  private readonly originals: LRUCache<string, Buffer>;
  /** Files on disk by cache key (their sizes): least recently used ones are deleted past `diskBytes`. */
  private readonly disk: LRUCache<string, number>;
  private readonly pending = new Map<string, Promise<Buffer>>();
  private placeholderJpeg: Promise<Buffer> | undefined;

  constructor(private readonly options: ImagePipelineOptions) {
    this.storeHosts = new Set(options.storeOrigins.map((o) => new URL(o).host.toLowerCase()));
    this.allowed = [...(options.allowedHosts ?? [])];
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
    this.disk = new LRUCache<string, number>({
      maxSize: this.settings.diskBytes,
      sizeCalculation: (size) => Math.max(1, size),
      dispose: (_size, key, reason) => {
        if (reason === 'evict' || reason === 'delete') void unlink(this.diskFile(key)).catch(() => undefined);
      },
    });
    if (this.cacheDir) void this.indexDisk();
  }

  /** The folder resized images are kept in, or undefined when they are kept in memory only. */
  get cacheFolder(): string | undefined {
    return this.cacheDir;
  }

  /** Whether originals may be fetched from this URL's host: the store's own, or one IMAGE_HOSTS lists. */
  isAllowed(url: URL): boolean {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    if (url.username || url.password) return false;
    const host = url.host.toLowerCase();
    const hostname = url.hostname.toLowerCase();
    if (this.storeHosts.has(host)) return true;
    // `name:port` allows that port only; `name` and `*.name` (its subdomains) the scheme's own port only (a URL with
    // `:80` on http or `:443` on https has an empty `port`): a listed name is not every service on that machine.
    const defaultPort = url.port === '';
    return this.allowed.some((entry) =>
      entry.startsWith('*.')
        ? defaultPort && hostname.endsWith(entry.slice(1))
        : entry === host || (defaultPort && entry === hostname),
    );
  }

  /** The absolute URL `src` names; throws ImageError for sources this pipeline does not serve. */
  sourceUrl(src: string): URL | 'placeholder' {
    if (escapesItsFolder(src)) throw new ImageError(404, 'Not found');
    if (src === PLACEHOLDER_PATH) return 'placeholder';
    let url: URL;
    try {
      url = new URL(src, this.options.storeOrigins[0]);
    } catch {
      throw new ImageError(400, 'Invalid source URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new ImageError(400, 'Source must be http(s)');
    if (!this.isAllowed(url)) throw new ImageError(403, 'Source host is not allowed (see IMAGE_HOSTS)');
    url.hash = '';
    return url;
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
    const source = this.sourceUrl(src);
    const ref = source === 'placeholder' ? PLACEHOLDER_PATH : source.href;
    const key = createHash('sha256').update(`${ref}\n${width}\n${format}`).digest('hex');
    const body = await this.once(`out:${key}`, async () => {
      const hit = this.memory.get(key) ?? (await this.readDisk(key));
      if (hit) return hit;
      const input = source === 'placeholder' ? await this.placeholder() : await this.original(source);
      const out = await this.encode(input, width, format);
      this.memory.set(key, out);
      await this.writeDisk(key, out);
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
        const body = await this.download(url, signal);
        this.originals.set(url.href, body);
        return body;
      } catch (error) {
        if (error instanceof ImageError) throw error;
        if (signal.aborted) throw new ImageError(504, 'The image host did not answer in time');
        throw new ImageError(502, 'The image host could not be reached');
      }
    });
  }

  private async download(start: URL, signal: AbortSignal): Promise<Buffer> {
    let url = start;
    for (let hop = 0; ; hop++) {
      const target = new URL(url.href);
      const via = this.options.fetchOrigin?.(url.origin);
      if (via) {
        const base = new URL(via);
        target.protocol = base.protocol;
        target.host = base.host;
      }
      const response = await fetch(target, {
        redirect: 'manual',
        signal,
        headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.8' },
      });
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        void response.body?.cancel();
        const next = new URL(response.headers.get('location') ?? '', url);
        if (hop >= this.settings.maxRedirects) throw new ImageError(502, 'Too many redirects');
        if (!this.isAllowed(next))
          throw new ImageError(502, 'The image host redirected to a host that is not allowed');
        url = next;
        continue;
      }
      if (!response.ok) {
        void response.body?.cancel();
        throw new ImageError(
          response.status === 404 ? 404 : 502,
          `The image host answered ${response.status}`,
        );
      }
      const type = response.headers.get('content-type') ?? '';
      if (!ORIGINAL_TYPES.test(type)) {
        void response.body?.cancel();
        throw new ImageError(502, `The original is not an image (${type || 'no content type'})`);
      }
      const declared = Number(response.headers.get('content-length') ?? 0);
      if (declared > this.settings.maxBytes) {
        void response.body?.cancel();
        throw new ImageError(502, 'The original is too large');
      }
      return this.readLimited(response);
    }
  }

  /** Reads a body, giving up as soon as it passes maxBytes (a missing or false Content-Length does not help). */
  private async readLimited(response: Response): Promise<Buffer> {
    if (!response.body) return Buffer.alloc(0);
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > this.settings.maxBytes) {
        await reader.cancel();
        throw new ImageError(502, 'The original is too large');
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  }

  private diskFile(key: string): string {
    return join(this.cacheDir ?? '', key.slice(0, 2), key);
  }

  private async readDisk(key: string): Promise<Buffer | undefined> {
    if (!this.cacheDir) return undefined;
    const body = await readFile(this.diskFile(key)).catch(() => undefined);
    if (!body) return undefined;
    this.disk.set(key, body.length);
    this.memory.set(key, body);
    return body;
  }

  private async writeDisk(key: string, body: Buffer): Promise<void> {
    if (!this.cacheDir) return;
    const file = this.diskFile(key);
    // Written aside and renamed: several storefront processes may share the folder.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(join(this.cacheDir, key.slice(0, 2)), { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, file);
      this.disk.set(key, body.length);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      console.error(`Image cache: cannot write ${file}: ${String(error)}`);
    }
  }

  /** Takes the files already in the folder into account (oldest first), so the size limit covers them too. */
  private async indexDisk(): Promise<void> {
    const dir = this.cacheDir;
    if (!dir) return;
    const found: { key: string; size: number; time: number }[] = [];
    for (const shard of await readdir(dir).catch(() => [] as string[])) {
      if (!/^[0-9a-f]{2}$/.test(shard)) continue;
      for (const name of await readdir(join(dir, shard)).catch(() => [] as string[])) {
        if (!/^[0-9a-f]{64}$/.test(name)) continue;
        const info = await stat(join(dir, shard, name)).catch(() => undefined);
        if (info) found.push({ key: name, size: info.size, time: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.time - b.time);
    for (const file of found) if (!this.disk.has(file.key)) this.disk.set(file.key, file.size);
  }

  /** Entries held in memory and on disk (tests and monitoring). */
  stats(): { memory: number; originals: number; disk: number; diskBytes: number } {
    return {
      memory: this.memory.size,
      originals: this.originals.size,
      disk: this.disk.size,
      diskBytes: this.disk.calculatedSize,
    };
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
