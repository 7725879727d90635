/**
 * Where the image pipeline's originals come from (`imagePipeline.ts`): the store's own origins and the hosts
 * IMAGE_HOSTS lists, fetched with a size limit, image types only, and redirects to allowed hosts only.
 */

/** The pipeline's own picture: the one source that is drawn, never fetched. */
export const PLACEHOLDER_PATH = '/images/placeholder.jpg';
/** Content types an original may have; SVG is left out (it is a document, not a picture). */
const ORIGINAL_TYPES = /^image\/(jpeg|png|webp|avif|gif)\s*(;|$)/i;

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

export interface ImageOriginsOptions {
  /** Origins whose images are the store's own: SITE_URL's with the reference API, GRAPHQL_URL's against a store. */
  storeOrigins: readonly string[];
  /** IMAGE_HOSTS: more hosts originals may come from (`cdn.example.com`, `img.example.com:8443`, `*.example.com`). */
  allowedHosts?: readonly string[];
  /** Where to send a request for an origin instead (the in-process API over loopback); undefined: the origin itself. */
  fetchOrigin?: (origin: string) => string | undefined;
  maxBytes: number;
  maxRedirects: number;
}

/** The hosts originals may come from, and the download of one original. */
export class ImageOrigins {
  private readonly storeHosts: Set<string>;
  private readonly allowed: string[];

  constructor(private readonly options: ImageOriginsOptions) {
    this.storeHosts = new Set(options.storeOrigins.map((o) => new URL(o).host.toLowerCase()));
    this.allowed = [...(options.allowedHosts ?? [])];
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

  /** Fetches an original within `signal`: allowed hosts only (redirects too), the size limit, image types only. */
  async download(start: URL, signal: AbortSignal): Promise<Buffer> {
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
        if (hop >= this.options.maxRedirects) throw new ImageError(502, 'Too many redirects');
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
      if (declared > this.options.maxBytes) {
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
      if (size > this.options.maxBytes) {
        await reader.cancel();
        throw new ImageError(502, 'The original is too large');
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks);
  }
}
