import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Api } from '../../server/api.ts';
import { decodePath } from '../../server/http.ts';
import { describeError, StartupError } from '../../server/startup.ts';
import { loadBuild } from './build.ts';
import { proxyGraphql } from './graphqlProxy.ts';
import { imagePipelineFromEnv } from './imagePipeline.ts';
import { handleOAuthBinding } from './oauthBinding.ts';
import { createPages } from './pages.ts';
import { createRenderPool, renderWorkersFromEnv, type RenderPool } from './renderPool.ts';
import type { RenderModule } from './renderTypes.ts';
import { sendStatus, sendText } from './respond.ts';
import { createNonce, securityHeaders } from './securityHeaders.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';
import { createStaticHandler } from './staticFiles.ts';
import { checkStore, describeFindings } from './storeProbe.ts';
import { upstreamLimitsFromEnv } from './upstream.ts';

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

/** Node's error for a request body cut off by the client (`aborted`, ECONNRESET). */
function isClientAbort(error: unknown): boolean {
  return (
    error instanceof Error &&
    ((error as NodeJS.ErrnoException).code === 'ECONNRESET' || error.message === 'aborted')
  );
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

export async function startServer(options: ServerOptions) {
  const host = options.host ?? '0.0.0.0';
  const build = await loadBuild(resolve(options.distDir ?? 'dist'));
  // Pages render in worker threads once they have started; until then, and with none, in this thread.
  let pool: RenderPool | null = null;
  const renderOnServer = (request: Parameters<RenderModule['render']>[0]) =>
    (pool ?? build.renderModule).render(request);
  const serveStatic = createStaticHandler(build.clientDir);
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
  const pages = createPages({
    build,
    render: renderOnServer,
    siteUrl,
    headersFor,
    endpoint: () => endpoint,
    databaseDown,
  });

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
    await pages.renderPage(req, res, url, nonce);
  }

  /** While the store's own database is away, pages answer 503 instead of rendering empty or broken. */
  async function databaseDown(): Promise<boolean> {
    return api !== null && !(await api.databaseAvailable());
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
  // This process serves a production build: without NODE_ENV it rendered with React's development build, about
  // 1.5x the CPU per page (129 against 86 ms single-threaded), and served GraphiQL. Set before anything loads React
  // (the build's entry-server, imported by startServer and by each render worker, which inherit this environment).
  process.env.NODE_ENV ??= 'production';
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
