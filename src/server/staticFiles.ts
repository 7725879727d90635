import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { acceptsEncoding } from './encoding.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

/**
 * The file below `root` that a decoded URL path names, or null when it names none: anything resolving outside
 * `root`, and backslashes and NUL bytes, which no asset name contains.
 */
export function fileBelow(root: string, decodedPath: string): string | null {
  if (/[\\\0]/.test(decodedPath)) return null;
  const file = resolve(root, `.${decodedPath}`);
  const inside = relative(root, file);
  if (!inside || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
  return file;
}

/**
 * Serves a file below `root` in the encoding the client accepts best: the build's precompressed `.br`/`.gz` copy,
 * else compressed once and kept in memory. Content-hashed assets are cached for a year.
 */
export function createStaticHandler(root: string) {
  const cache = new Map<string, Buffer>();
  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    const file = fileBelow(root, pathname);
    if (!file || !existsSync(file) || !statSync(file).isFile()) return false;
    const ext = extname(file);
    const hashed = pathname.startsWith('/assets/');
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader(
      'Cache-Control',
      hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
    );
    res.setHeader('Vary', 'Accept-Encoding');
    const encoding = COMPRESSIBLE.has(ext) ? acceptsEncoding(req) : null;
    if (!encoding) {
      createReadStream(file).pipe(res);
      return true;
    }
    const key = `${encoding}:${file}`;
    let body = cache.get(key);
    if (!body) {
      const precompressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      if (existsSync(precompressed)) body = readFileSync(precompressed);
      else {
        const raw = readFileSync(file);
        body =
          encoding === 'br'
            ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(raw, { level: 9 });
      }
      cache.set(key, body);
    }
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(body);
    return true;
  };
}
