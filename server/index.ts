import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, createGzip, gzipSync } from 'node:zlib';
import type { Api } from './api.ts';
import { imagePipelineFromEnv } from './imagePipeline.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/**
 * One process serves everything: `/graphql` (the reference API, or a proxy to GRAPHQL_URL), product images,
 * the built storefront's static files, and every page rendered on the server.
 */
export interface ServerOptions {
  port: number;
  host?: string;
  /** A real WooGraphQL endpoint; when set, the reference API is not started and `/graphql` is proxied there. */
  graphqlUrl?: string;
  databaseUrl?: string;
  dataDir?: string;
  /** Folder holding `client/` and `server/` from `npm run build`. */
  distDir?: string;
}

interface RenderModule {
  render(request: {
    url: string;
    endpoint: string;
    cookie?: string | undefined;
    acceptLanguage?: string | undefined;
    siteUrl?: string | undefined;
  }): Promise<{
    status: number;
    location?: string | undefined;
    body: Readable;
    locale: string;
    lang: string;
    modules: string[];
    /** The page's head tags (title, description, canonical, alternates, Open Graph, JSON-LD, LCP preload). */
    head: string;
  }>;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** `<link rel="modulepreload">` tags for source modules and their static imports, from Vite's manifest. */
function createPreloader(manifest: Record<string, ManifestChunk>) {
  const entryFiles = new Set<string>();
  const collect = (key: string, out: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || out.has(chunk.file)) return;
    out.add(chunk.file);
    for (const dep of chunk.imports ?? []) collect(dep, out);
  };
  collect('index.html', entryFiles);
  return (modules: string[]): string => {
    const files = new Set<string>();
    for (const module of modules) collect(module, files);
    // The entry's own graph is already requested by its <script type=module>; Vite adds its preloads.
    return [...files]
      .filter((file) => !entryFiles.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
      .join('');
  };
}

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
const BOT = /bot|crawler|spider|crawling|slurp|facebookexternalhit|lighthouse-bot/i;

function acceptsEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** Serves a file below `root`, compressed once and kept in memory; content-hashed assets are cached for a year. */
function createStaticHandler(root: string) {
  const cache = new Map<string, Buffer>();
  return (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    const file = normalize(join(root, decodeURIComponent(pathname)));
    if (!file.startsWith(root + sep) || !existsSync(file) || !statSync(file).isFile()) return false;
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
      const raw = readFileSync(file);
      body =
        encoding === 'br'
          ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
          : gzipSync(raw, { level: 9 });
      cache.set(key, body);
    }
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(body);
    return true;
  };
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sendText(res: ServerResponse, type: string, body: string): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(body);
}

/** Forwards `/graphql` to a real WooGraphQL endpoint, passing the session and auth headers both ways. */
async function proxyGraphql(target: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'accept', 'authorization', 'woocommerce-session']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const url = new URL(target);
  if (req.method === 'GET') url.search = new URL(req.url ?? '/', 'http://x').search;
  const upstream = await fetch(url, {
    method: req.method ?? 'POST',
    headers,
    ...(req.method === 'GET' ? {} : { body: Buffer.concat(chunks) }),
  });
  res.statusCode = upstream.status;
  for (const name of ['content-type', 'woocommerce-session']) {
    const value = upstream.headers.get(name);
    if (value) res.setHeader(name, value);
  }
  res.setHeader('Access-Control-Expose-Headers', 'woocommerce-session');
  res.end(Buffer.from(await upstream.arrayBuffer()));
}

export async function startServer(options: ServerOptions) {
  const host = options.host ?? '0.0.0.0';
  const distDir = resolve(options.distDir ?? 'dist');
  const clientDir = join(distDir, 'client');
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const preloadTags = createPreloader(
    JSON.parse(readFileSync(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >,
  );
  const buildId = (
    JSON.parse(readFileSync(join(clientDir, 'builds', 'latest.json'), 'utf8')) as { id: string }
  ).id;
  const [beforeApp, afterApp] = template
    // Each page renders its own title (with the rest of its head); the template's is for the dev server.
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace('<!--app-head-->', `<meta name="build-id" content="${buildId}" /><!--app-head-->`)
    .split('<div id="app"><!--app-html-->') as [string, string];
  const renderModule = (await import(
    pathToFileURL(join(distDir, 'server', 'entry-server.js')).href
  )) as RenderModule;
  const serveStatic = createStaticHandler(clientDir);

  let api: Api | null = null;
  const siteUrl = (process.env.SITE_URL ?? `http://localhost:${options.port}`).replace(/\/+$/, '');
  if (!options.graphqlUrl) {
    const { createApi } = await import('./api.ts');
    api = await createApi({
      siteUrl,
      ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    });
  }

  // Images come from the store's origin like any store's: the reference API's uploads are fetched over loopback.
  const siteOrigin = new URL(siteUrl).origin;
  const images = imagePipelineFromEnv(process.env, {
    origins: [new URL(options.graphqlUrl ?? siteUrl).origin],
    fetchOrigin: (origin) => (api && origin === siteOrigin ? `http://127.0.0.1:${port}` : undefined),
  });
  let port = options.port;

  const server = createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      }
      res.end('Internal Server Error');
    });
  });

  let endpoint = '';

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/graphql' && options.graphqlUrl) return proxyGraphql(options.graphqlUrl, req, res);
    if (await images.handle(req, res, url)) return;
    if (api && (await api.handle(req, res))) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.end();
      return;
    }
    if (url.pathname === '/robots.txt') return sendText(res, 'text/plain; charset=utf-8', robotsTxt(siteUrl));
    if (url.pathname === '/sitemap.xml') {
      return sendText(res, 'application/xml; charset=utf-8', await sitemapXml(endpoint, siteUrl));
    }
    if (url.pathname !== '/' && url.pathname !== '/index.html' && serveStatic(req, res, url.pathname)) return;
    await renderPage(req, res, url);
  }

  async function renderPage(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const { status, location, body, locale, lang, modules, head } = await renderModule.render({
      url: url.pathname + url.search,
      endpoint,
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
      siteUrl,
    });
    if (location) {
      body.destroy();
      res.statusCode = status;
      res.setHeader('Location', location);
      res.end();
      return;
    }
    if (status !== 200 && BOT.test(String(req.headers['user-agent'] ?? ''))) {
      // Bots get no error page, only the status.
      body.destroy();
      res.statusCode = status;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(String(status));
      return;
    }
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    const encoding = acceptsEncoding(req);
    const html = Readable.from(
      (async function* () {
        yield beforeApp
          .replace('<html lang="en">', `<html lang="${lang}">`)
          .replace('<!--app-head-->', () => head + preloadTags(modules));
        // The browser builds canonical URLs on the same origin the server did.
        yield `<div id="app" data-locale="${locale}" data-site-url="${escapeAttribute(siteUrl)}">`;
        for await (const chunk of body) yield chunk as Buffer;
        yield afterApp;
      })(),
    );
    if (encoding) {
      res.setHeader('Content-Encoding', 'gzip');
      await pipeline(html, createGzip({ flush: zlib.Z_SYNC_FLUSH }), res);
    } else {
      await pipeline(html, res);
    }
  }

  await new Promise<void>((done) => server.listen(options.port, host, done));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : options.port;
  endpoint = options.graphqlUrl ?? `http://127.0.0.1:${port}/graphql`;
  return {
    port,
    url: `http://localhost:${port}`,
    async close() {
      await new Promise<void>((done) => server.close(() => done()));
      await api?.close();
    },
  };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const started = await startServer({
    port: Number(process.env.PORT ?? 3000),
    ...(process.env.GRAPHQL_URL ? { graphqlUrl: process.env.GRAPHQL_URL } : {}),
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
    // DIST_DIR serves another build output than ./dist (parallel builds on one machine).
    ...(process.env.DIST_DIR ? { distDir: process.env.DIST_DIR } : {}),
    // DATA_DIR=memory keeps the database in memory (tests); by default it persists under .data/.
    ...(process.env.DATA_DIR === 'memory' ? {} : { dataDir: process.env.DATA_DIR ?? '.data/pglite' }),
  });
  console.log(`Storefront ready at ${started.url}`);
  const stop = () => void started.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
