/**
 * The reference store's uploads: the HTTP answer to `/wp-content/uploads/*`, drawn from the stored artwork and
 * kept in memory.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { ORIGINAL_SIZE, artworkSvg, isArt, type Art } from './artwork.ts';
import type { Queryable } from './db/connection.ts';
import { UPLOADS_PATH, generatedSizes, type Dimensions } from './wpMedia.ts';

const MAX_CACHE_BYTES = 64 * 1024 * 1024;
/** Artwork descriptions remembered per requested path (found or not), so a flood of unknown names stays bounded. */
const MAX_KNOWN_PATHS = 4096;
const ONE_YEAR = 'public, max-age=31536000, immutable';

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
