import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { Api } from '../../server/api.ts';
import { negotiateEncoding } from './encoding.ts';
import { checkStore, describeFindings } from './storeProbe.ts';
import { canonicalSearch, createPageCache, isSharedPage } from './pageCache.ts';
import { imagePipelineFromEnv } from './imagePipeline.ts';
import { handleOAuthBinding } from './oauthBinding.ts';
import {
  decodePath,
  isCrossSiteSimplePost,
  readBody,
  refuseSimplePost,
  refuseTooLarge,
} from '../../server/http.ts';
import { createRenderPool, renderWorkersFromEnv, type RenderPool } from './renderPool.ts';
import type { RenderModule } from './renderTypes.ts';
import { createNonce, hashMarkedScripts, securityHeaders } from './securityHeaders.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import {
  requestUpstream,
  upstreamFailure,
  upstreamLimitsFromEnv,
  type UpstreamAnswer,
  type UpstreamFailure,
  type UpstreamLimits,
} from './upstream.ts';
import { describeError, StartupError } from '../../server/startup.ts';

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
  /** Worker threads that render pages (`renderPool.ts`); 0 renders in the main thread. @default one per core */
  renderWorkers?: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The element whose text lists the page's modules, the entry first, for the module loader below. */
const MODULES_ELEMENT_ID = '__MODULES__';

/**
 * Starts the page's modules once its LCP image (the `fetchpriority="high"` image in the page: the first tile, a
 * product's main image) has loaded and painted, or at once on a page without one, or after 3 s at most. Until then
 * the image has the line to itself: over HTTP/1.1 the browser shares the bandwidth between its connections, and
 * 220 KB of modules downloading beside a 30 KB image delay it by as much. The HTML needs no script to show (it is
 * server-rendered, links work), and every module is requested in the same task: no waterfall. Lighthouse mobile on
 * /products: LCP 2.7-3.0 -> 0.9-1.0 s, FCP 1.1 -> 0.8 s, performance 92-96 -> 99-100. While the modules download,
 * three short tasks make the first use of the browser's Intl (its ICU data), which otherwise falls in the modules'
 * one long evaluation task (react-aria reads the default locale when it loads; formatjs and prices follow): that task
 * went from 128-170 to 78-104 ms on /products at 4x CPU; the first warm-up task takes 42-58 ms. Inline, so it
 * carries the page's nonce (or, on a kept page, its hash).
 */
const MODULE_LOADER = `<script>(function(){var d=document,m=JSON.parse(d.getElementById('${MODULES_ELEMENT_ID}').textContent),i=d.querySelector('#app img[fetchpriority="high"]'),s=0;function go(){if(s++)return;m.forEach(function(h,n){var e=d.createElement(n?'link':'script');if(n){e.rel='modulepreload';e.href=h}else{e.type='module';e.src=h}e.crossOrigin='';d.head.appendChild(e)});warm()}function warm(){var l=d.documentElement.lang||'en-US';[function(){Intl.DateTimeFormat.supportedLocalesOf([navigator.language||l])},function(){new Intl.Locale(l).maximize()},function(){new Intl.NumberFormat(l).format(1);new Intl.PluralRules(l).select(1)}].forEach(function(f){setTimeout(function(){try{f()}catch(e){}})})}function painted(){requestAnimationFrame(function(){setTimeout(go)})}if(!i)go();else{if(i.complete)painted();else{i.addEventListener('load',painted);i.addEventListener('error',painted)}setTimeout(go,3000)}})()</script>`;

/**
 * The page's modules, as the data the loader reads: the entry's script, the entry's static imports and each source
 * module's chunk with its static imports, from Vite's manifest.
 */
function createModuleList(manifest: Record<string, ManifestChunk>) {
  const collect = (key: string, out: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || out.has(`/${chunk.file}`)) return;
    out.add(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) collect(dep, out);
  };
  const entry = new Set<string>();
  collect('index.html', entry);
  return (modules: string[]): string => {
    const files = new Set(entry);
    for (const module of modules) collect(module, files);
    // `<` cannot close the element: file names are Vite's hashed asset names.
    return `<script type="application/json" id="${MODULES_ELEMENT_ID}">${JSON.stringify([...files])}</script>`;
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

const acceptsEncoding = (req: IncomingMessage) => negotiateEncoding(req.headers['accept-encoding']);

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
function createStaticHandler(root: string) {
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

/** Node's error for a request body cut off by the client (`aborted`, ECONNRESET). */
function isClientAbort(error: unknown): boolean {
  return (
    error instanceof Error &&
    ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || error.message === 'aborted')
  );
}

/** The template's own script tags carry the response's CSP nonce. */
function withNonce(html: string, nonce: string): string {
  return html.replaceAll('<script', `<script nonce="${nonce}"`);
}

/** A shared page: one document for every response, its scripts allowed by hash, compressed once per encoding. */
interface SharedDocument {
  status: number;
  location?: string | undefined;
  html: string;
  contentSecurityPolicy: string;
  compressed: Map<string, Buffer>;
  /** The store failed its limits while this page rendered: answered with an error page, never kept. */
  storeFailure?: UpstreamFailure | undefined;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function sendText(res: ServerResponse, type: string, body: string): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(body);
}

/** The shopper's address chain: what earlier proxies reported, then the address this server saw. */
function forwardedFor(req: IncomingMessage): string | undefined {
  const earlier = req.headers['x-forwarded-for'];
  const chain = [typeof earlier === 'string' ? earlier : '', req.socket.remoteAddress ?? '']
    .map((part) => part.trim())
    .filter(Boolean);
  return chain.length ? chain.join(', ') : undefined;
}

/**
 * Forwards `/graphql` to a real WooGraphQL endpoint, passing the session and auth headers both ways. It sends
 * `Origin: SITE_URL` (Headless Login's "Block unauthorized domains" checks it) and the shopper's address in
 * `X-Forwarded-For` (WooCommerce's geolocation and rate limits read it). A store that is too slow, or answers too
 * much, gets a GraphQL error in its place (504 or 502; `src/server/upstream.ts`).
 */
async function proxyGraphql(
  target: string,
  siteUrl: string,
  limits: UpstreamLimits,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  // The store may run what a form from another site posts: such requests never reach it.
  if (isCrossSiteSimplePost(req)) return refuseSimplePost(res);
  const body = await readBody(req);
  if (!body) return refuseTooLarge(res);
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'accept', 'authorization', 'woocommerce-session']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  headers.origin = new URL(siteUrl).origin;
  const chain = forwardedFor(req);
  if (chain) headers['x-forwarded-for'] = chain;
  const url = new URL(target);
  if (req.method === 'GET') url.search = new URL(req.url ?? '/', 'http://x').search;
  let upstream: UpstreamAnswer;
  try {
    upstream = await requestUpstream(
      url,
      {
        method: req.method ?? 'POST',
        headers,
        ...(req.method === 'GET' ? {} : { body: new Uint8Array(body) }),
      },
      limits,
    );
  } catch (error) {
    const failure = upstreamFailure(error);
    if (!failure) throw error;
    // A GraphQL answer the storefront's network layer maps to its "try again" message.
    res.writeHead(failure.status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(
      JSON.stringify({
        errors: [
          {
            message:
              failure.reason === 'timeout'
                ? 'The store did not answer in time. Please try again in a moment.'
                : 'The store sent no usable answer. Please try again in a moment.',
            extensions: { code: failure.reason === 'timeout' ? 'STORE_TIMEOUT' : 'STORE_UNAVAILABLE' },
          },
        ],
      }),
    );
    return;
  }
  res.statusCode = upstream.status;
  for (const name of ['content-type', 'woocommerce-session']) {
    const value = upstream.headers[name];
    if (typeof value === 'string' && value) res.setHeader(name, value);
  }
  res.setHeader('Access-Control-Expose-Headers', 'woocommerce-session');
  res.end(upstream.body);
}

/** Reads the build: the page template, Vite's manifest and the server renderer. */
async function loadBuild(distDir: string) {
  const clientDir = join(distDir, 'client');
  if (!existsSync(join(clientDir, 'index.html')) || !existsSync(join(distDir, 'server', 'entry-server.js'))) {
    throw new StartupError(
      `DIST_DIR: no storefront build in ${distDir} (run \`npm run build\`, or \`npm start\` which builds).`,
    );
  }
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const moduleList = createModuleList(
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
    // The entry's script and Vite's preloads of its graph: the module loader starts them (MODULE_LOADER).
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace('</body>', `${MODULE_LOADER}</body>`)
    .split('<div id="app"><!--app-html-->') as [string, string];
  // A template whose module tags the patterns above missed would load the page twice over: refuse to start.
  if (
    !beforeApp.includes('<!--app-head-->') ||
    !afterApp?.includes(MODULE_LOADER) ||
    /<script type="module"|rel="modulepreload"/.test(beforeApp + afterApp)
  ) {
    throw new StartupError(`${clientDir}/index.html is not the storefront's template.`);
  }
  const entryFile = join(distDir, 'server', 'entry-server.js');
  const renderModule = (await import(pathToFileURL(entryFile).href)) as RenderModule;
  return { clientDir, beforeApp, afterApp, moduleList, renderModule, entryFile };
}

/** Binds the port, turning the usual refusals into one line that names PORT. */
async function listen(server: Server, port: number, host: string): Promise<void> {
  await new Promise<void>((done, fail) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      if (error.code === 'EADDRINUSE') {
        fail(
          new StartupError(
            `PORT ${port} is already in use: stop the program using it or set PORT to a free port.`,
          ),
        );
      } else if (error.code === 'EACCES') {
        fail(
          new StartupError(`PORT ${port} needs privileges this process lacks: set PORT to 1024 or above.`),
        );
      } else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') {
        fail(new StartupError(`HOST ${host} is not an address of this machine: set HOST to one that is.`));
      } else {
        fail(new StartupError(`PORT ${port}: cannot listen on ${host}: ${describeError(error)}`));
      }
    };
    const onListening = () => {
      server.off('error', onError);
      done();
    };
    server.once('error', onError).once('listening', onListening);
    server.listen(port, host);
  });
}

function sendStatus(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export async function startServer(options: ServerOptions) {
  const host = options.host ?? '0.0.0.0';
  const build = await loadBuild(resolve(options.distDir ?? 'dist'));
  const { beforeApp, afterApp, moduleList, renderModule } = build;
  // Pages render in worker threads once they have started; until then, and with none, in this thread.
  let pool: RenderPool | null = null;
  const renderOnServer = (request: Parameters<RenderModule['render']>[0]) =>
    (pool ?? renderModule).render(request);
  const serveStatic = createStaticHandler(build.clientDir);
  const pages = createPageCache();
  /** `PAGE_CACHE=off`: every shared page is rendered for its request (measuring renders, debugging a page). */
  const PAGE_CACHE_OFF = process.env.PAGE_CACHE === 'off';
  // Settings the browser reads at run time (src/checkout/stripe.ts), so one build serves any store.
  const stripePublishableKey = process.env.STRIPE_PUBLISHABLE_KEY?.trim();
  const runtimeConfig = stripePublishableKey
    ? `<script>window.__STOREFRONT_CONFIG__=${JSON.stringify({ stripePublishableKey }).replace(/</g, '\\u003c')}</script>`
    : '';
  const siteUrl = (process.env.SITE_URL ?? `http://localhost:${options.port}`).replace(/\/+$/, '');
  const headersFor = securityHeaders({ siteUrl, stripeApiBase: process.env.STRIPE_API_BASE });
  const upstreamLimits = upstreamLimitsFromEnv(process.env);

  let api: Api | null = null;
  let endpoint = '';
  // The port is taken before the database is opened and seeded, so a busy PORT fails at once; requests that
  // arrive meanwhile wait for the API.
  let markReady!: () => void;
  const ready = new Promise<void>((done) => (markReady = done));

  // Images come from the store's origin like any store's: the reference API's uploads are fetched over loopback.
  const siteOrigin = new URL(siteUrl).origin;
  const images = imagePipelineFromEnv(process.env, {
    origins: [new URL(options.graphqlUrl ?? siteUrl).origin],
    fetchOrigin: (origin) => (api && origin === siteOrigin ? `http://127.0.0.1:${port}` : undefined),
  });
  let port = options.port;

  const server = createServer((req, res) => {
    const nonce = createNonce();
    for (const [name, value] of Object.entries(headersFor({ nonce }))) res.setHeader(name, value);
    void ready
      .then(() => handle(req, res, nonce))
      .catch((error: unknown) => {
        // The shopper went away mid-request (a closed tab, a lost line): no one to answer, nothing went wrong here.
        if (req.destroyed && isClientAbort(error)) return;
        console.error(error);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        }
        res.end('Internal Server Error');
      });
  });

  async function handle(req: IncomingMessage, res: ServerResponse, nonce: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const pathname = decodePath(url.pathname);
    if (pathname === null)
      return sendStatus(res, 400, 'Bad Request: malformed percent-encoding in the path.');
    // No route has a `..` segment once decoded: whatever file it might reach, the answer is that there is none.
    if (/(^|[/\\])\.\.([/\\]|$)|\0/.test(pathname)) return sendStatus(res, 404, 'Not Found');
    if (url.pathname === '/graphql' && options.graphqlUrl)
      return proxyGraphql(options.graphqlUrl, siteUrl, upstreamLimits, req, res);
    if (
      url.pathname.startsWith('/oauth/') &&
      (await handleOAuthBinding(req, res, url, { endpoint, siteUrl }))
    )
      return;
    if (await images.handle(req, res, url)) return;
    if (api && (await api.handle(req, res))) return;
    // A form the server rendered posts when it is submitted before the page has hydrated (the forms with a shopper's
    // data say method="post", so their fields never go into an address or a log line). Its body is not read: the
    // answer sends the browser back to the same page, where the now running script takes the next submit.
    if (req.method === 'POST' && !pathname.startsWith('/assets/')) {
      // One leading slash: `/.//host` normalises to `//host`, which a browser would read as another site.
      const location = `/${(url.pathname + url.search).replace(/^\/+/, '')}`;
      res.writeHead(303, { Location: location, 'Cache-Control': 'no-store', 'Content-Length': '0' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.end();
      return;
    }
    if (url.pathname === '/robots.txt') return sendText(res, 'text/plain; charset=utf-8', robotsTxt(siteUrl));
    if (url.pathname === '/sitemap.xml') {
      return sendText(res, 'application/xml; charset=utf-8', await sitemapXml(endpoint, siteUrl));
    }
    if (url.pathname !== '/' && url.pathname !== '/index.html' && serveStatic(req, res, pathname)) return;
    await renderPage(req, res, url, nonce);
  }

  /** While the store's own database is away, pages answer 503 instead of rendering empty or broken. */
  async function databaseDown(): Promise<boolean> {
    return api !== null && !(await api.databaseAvailable());
  }

  function sendUnavailable(res: ServerResponse): void {
    sendStatus(res, 503, 'The store is temporarily unavailable. Please try again in a moment.', {
      'Retry-After': '5',
    });
  }

  /** A page whose data the store did not deliver within the limits (`upstream.ts`): 503, to be tried again. */
  function sendStoreFailure(res: ServerResponse, failure: UpstreamFailure): void {
    sendStatus(
      res,
      503,
      failure === 'timeout'
        ? 'The store did not answer in time. Please try again in a moment.'
        : 'The store sent no usable answer. Please try again in a moment.',
      { 'Retry-After': '10' },
    );
  }

  /** The whole document of a shared page: its scripts, rendered with the cache's stand-in nonce, are allowed by hash. */
  async function renderShared(req: IncomingMessage, url: URL): Promise<SharedDocument> {
    const result = await renderOnServer({
      url: url.pathname + url.search,
      endpoint,
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
      siteUrl,
      nonce: pages.nonce,
      forwardedFor: forwardedFor(req),
    });
    const compressed = new Map<string, Buffer>();
    if (result.storeFailure) {
      result.body.destroy();
      return {
        status: 503,
        html: '',
        contentSecurityPolicy: '',
        compressed,
        storeFailure: result.storeFailure,
      };
    }
    if (result.location) {
      result.body.destroy();
      return {
        status: result.status,
        location: result.location,
        html: '',
        contentSecurityPolicy: '',
        compressed,
      };
    }
    const chunks: string[] = [documentStart(result, pages.nonce)];
    for await (const chunk of result.body) chunks.push(String(chunk));
    chunks.push(withNonce(afterApp, pages.nonce));
    const { html, hashes } = hashMarkedScripts(chunks.join(''), pages.nonce);
    // Computed once per kept page, not per response.
    const contentSecurityPolicy = headersFor({ hashes })['Content-Security-Policy']!;
    return { status: result.status, html, contentSecurityPolicy, compressed };
  }

  function documentStart(
    result: { locale: string; lang: string; modules: string[]; head: string },
    nonce: string,
  ): string {
    return (
      withNonce(
        beforeApp
          .replace('<html lang="en">', `<html lang="${result.lang}">`)
          .replace('<!--app-head-->', () => runtimeConfig + result.head + moduleList(result.modules)),
        nonce,
      ) +
      // The browser builds canonical URLs on the same origin the server did.
      `<div id="app" data-locale="${result.locale}" data-site-url="${escapeAttribute(siteUrl)}">`
    );
  }

  /** Home, lists, categories and product pages: from the page cache, rendered once per key when missing. */
  async function sendSharedPage(req: IncomingMessage, res: ServerResponse, requested: URL) {
    // Parameters the page does not read go: the browser is sent to the address without them (no render, no entry).
    const canonical = canonicalSearch(requested.pathname, requested.search);
    if (canonical.extra) {
      res.writeHead(301, {
        Location: `/${requested.pathname.replace(/^\/+/, '')}${canonical.search}`,
        'Cache-Control': 'public, max-age=3600',
        'Content-Length': '0',
      });
      res.end();
      return;
    }
    const url = new URL(requested.pathname + canonical.search, requested);
    const locale = renderModule.localeOf({
      url: url.pathname + url.search,
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
    });
    // One key per page whatever the parameters' order.
    const key = `${locale} ${url.pathname}${url.search}`;
    const render = () => {
      const generation = pages.begin();
      return renderShared(req, url).then((doc) => {
        if (!doc.location && !PAGE_CACHE_OFF) pages.store(key, doc, generation);
        return doc;
      });
    };
    const hit = PAGE_CACHE_OFF ? undefined : pages.lookup(key);
    if (hit?.state === 'stale') pages.revalidate(key, render);
    const doc: SharedDocument = hit
      ? hit.page
      : PAGE_CACHE_OFF
        ? await render()
        : await pages.renderOnce(key, render);
    if (await databaseDown()) return sendUnavailable(res);
    if (doc.storeFailure) return sendStoreFailure(res, doc.storeFailure);
    if (doc.location) {
      res.statusCode = doc.status;
      res.setHeader('Location', doc.location);
      res.end();
      return;
    }
    if (doc.status !== 200 && BOT.test(String(req.headers['user-agent'] ?? ''))) {
      res.statusCode = doc.status;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(String(doc.status));
      return;
    }
    res.statusCode = doc.status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('X-Page-Cache', hit ? hit.state : 'miss');
    // The page differs by locale only (cookie, else Accept-Language). A cache that honours Vary keeps it per Cookie
    // header; a CDN keys on the locale cookie alone (README).
    res.setHeader('Cache-Control', doc.status === 200 ? pages.cacheControl : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding, Accept-Language, Cookie');
    // Its scripts run by hash: the same bytes go to every shopper, and to any CDN keeping them.
    res.setHeader('Content-Security-Policy', doc.contentSecurityPolicy);
    const encoding = acceptsEncoding(req);
    let body = doc.compressed.get(encoding ?? 'identity');
    if (!body) {
      const html = Buffer.from(doc.html);
      body =
        encoding === 'br'
          ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })
          : encoding === 'gzip'
            ? gzipSync(html, { level: 6 })
            : html;
      doc.compressed.set(encoding ?? 'identity', body);
    }
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function renderPage(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    nonce: string,
  ): Promise<void> {
    if (await databaseDown()) return sendUnavailable(res);
    if (isSharedPage(req.method, url.pathname)) return sendSharedPage(req, res, url);
    const { status, location, body, locale, lang, modules, head, storeFailure } = await renderOnServer({
      url: url.pathname + url.search,
      endpoint,
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
      siteUrl,
      nonce,
      forwardedFor: forwardedFor(req),
    });
    if (await databaseDown()) {
      body.destroy();
      return sendUnavailable(res);
    }
    if (storeFailure) {
      body.destroy();
      return sendStoreFailure(res, storeFailure);
    }
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
        yield documentStart({ locale, lang, modules, head }, nonce);
        for await (const chunk of body) yield chunk as Buffer;
        yield withNonce(afterApp, nonce);
      })(),
    );
    if (encoding) {
      // Streamed: each chunk is flushed so the browser starts on the head while the body renders.
      res.setHeader('Content-Encoding', encoding);
      const compress =
        encoding === 'br'
          ? createBrotliCompress({
              flush: zlib.BROTLI_OPERATION_FLUSH,
              params: { [zlib.BROTLI_PARAM_QUALITY]: 5 },
            })
          : createGzip({ flush: zlib.Z_SYNC_FLUSH });
      await pipeline(html, compress, res);
    } else {
      await pipeline(html, res);
    }
  }

  await listen(server, options.port, host);
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : options.port;
  endpoint = options.graphqlUrl ?? `http://127.0.0.1:${port}/graphql`;
  if (!options.graphqlUrl) {
    try {
      const { createApi } = await import('../../server/api.ts');
      api = await createApi({
        siteUrl,
        ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
        ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      });
      // Stock, prices and reviews are on the shared pages: a change through the API drops them all.
      api.onCatalogChange(() => pages.clear());
    } catch (error) {
      server.close();
      throw error;
    }
  }
  const workers = options.renderWorkers ?? renderWorkersFromEnv(process.env.RENDER_WORKERS);
  if (workers > 0) {
    try {
      pool = await createRenderPool(build.entryFile, workers);
    } catch (error) {
      server.close();
      await api?.close();
      throw new StartupError(`RENDER_WORKERS: the render workers cannot start: ${describeError(error)}`);
    }
  }
  markReady();
  // A real store is checked once for the plugins and settings the storefront relies on; findings never stop the
  // start (the store may be fixed while the storefront runs), each is one line naming what to change.
  const storeCheck = options.graphqlUrl
    ? checkStore(options.graphqlUrl, siteUrl).then(({ generation, findings }) => {
        const lines = describeFindings(options.graphqlUrl!, findings, generation);
        for (const line of lines) (findings.length ? console.warn : console.log)(line);
        return lines;
      })
    : Promise.resolve([]);
  return {
    port,
    /** The store check's lines (GRAPHQL_URL mode), once it has run. */
    storeCheck,
    url: `http://localhost:${port}`,
    async close() {
      const closed = new Promise<void>((done) => server.close(() => done()));
      // Idle keep-alive connections would hold the close for their whole timeout.
      server.closeIdleConnections();
      await closed;
      await pool?.close();
      await api?.close();
    },
  };
}

/** PORT as a number, refusing anything else in one line. */
function portFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new StartupError(`PORT must be a port number from 0 to 65535, got "${value}".`);
  }
  return port;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  try {
    const started = await startServer({
      port: portFromEnv(process.env.PORT),
      // HOST: the interface to listen on (every interface by default; `127.0.0.1` behind a proxy on this machine).
      ...(process.env.HOST?.trim() ? { host: process.env.HOST.trim() } : {}),
      ...(process.env.GRAPHQL_URL ? { graphqlUrl: process.env.GRAPHQL_URL } : {}),
      ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
      // DIST_DIR serves another build output than ./dist (parallel builds on one machine).
      ...(process.env.DIST_DIR ? { distDir: process.env.DIST_DIR } : {}),
      // DATA_DIR=memory keeps the database in memory (tests); by default it persists under .data/.
      ...(process.env.DATA_DIR === 'memory' ? {} : { dataDir: process.env.DATA_DIR || '.data/pglite' }),
    });
    console.log(`Storefront ready at ${started.url}`);
    // A terminal's Ctrl-C reaches both this process and `npm start`, which passes it on: close once.
    let stopping = false;
    const stop = () => {
      if (stopping) return;
      stopping = true;
      void started.close().then(() => process.exit(0));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    // One line the operator can act on; a stack trace only for what is not a configuration problem.
    if (error instanceof StartupError) console.error(`Cannot start: ${error.message}`);
    else console.error(`Cannot start: ${describeError(error)}`, error);
    process.exit(1);
  }
}
