import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { brotliCompressSync, constants as zlib, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { Build } from './build.ts';
import { acceptsEncoding } from './encoding.ts';
import { forwardedFor } from './graphqlProxy.ts';
import { canonicalSearch, createPageCache, isSharedPage } from './pageCache.ts';
import type { RenderModule } from './renderTypes.ts';
import {
  escapeAttribute,
  sendStoreFailure,
  sendUnavailable,
  serverTiming,
  withNonce,
  type SharedDocument,
} from './pageParts.ts';
import { hashMarkedScripts, type securityHeaders } from './securityHeaders.ts';

const BOT = /bot|crawler|spider|crawling|slurp|facebookexternalhit|lighthouse-bot/i;

export interface PagesOptions {
  build: Pick<Build, 'beforeApp' | 'afterApp' | 'moduleList' | 'renderModule'>;
  /** Renders one page: in a render worker once they have started, else in this thread. */
  render: RenderModule['render'];
  siteUrl: string;
  headersFor: ReturnType<typeof securityHeaders>;
  /** The GraphQL endpoint the renders fetch their data from, known once the port is bound. */
  endpoint: () => string;
  /** True while the store's own database is away: pages then answer 503. */
  databaseDown: () => Promise<boolean>;
}

/**
 * Every page rendered on the server: the shared (anonymous catalogue) pages from the page cache, each rendered once
 * per key, and every other page streamed for its own request.
 */
export function createPages(options: PagesOptions) {
  const { beforeApp, afterApp, moduleList, renderModule } = options.build;
  const { siteUrl, headersFor, databaseDown } = options;
  const renderOnServer = options.render;
  const pages = createPageCache();
  /** `PAGE_CACHE=off`: every shared page is rendered for its request (measuring renders, debugging a page). */
  const PAGE_CACHE_OFF = process.env.PAGE_CACHE === 'off';
  // Settings the browser reads at run time (src/checkout/stripe.ts), so one build serves any store.
  const stripePublishableKey = process.env.STRIPE_PUBLISHABLE_KEY?.trim();
  const runtimeConfig = stripePublishableKey
    ? `<script>window.__STOREFRONT_CONFIG__=${JSON.stringify({ stripePublishableKey }).replace(/</g, '\\u003c')}</script>`
    : '';

  /** The whole document of a shared page: its scripts, rendered with the cache's stand-in nonce, are allowed by hash. */
  async function renderShared(req: IncomingMessage, url: URL): Promise<SharedDocument> {
    const startedAt = performance.now();
    const result = await renderOnServer({
      url: url.pathname + url.search,
      endpoint: options.endpoint(),
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
        timing: serverTiming(result.store, startedAt),
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
        timing: serverTiming(result.store, startedAt),
      };
    }
    const chunks: string[] = [documentStart(result, pages.nonce)];
    for await (const chunk of result.body) chunks.push(String(chunk));
    chunks.push(withNonce(afterApp, pages.nonce));
    const { html, hashes } = hashMarkedScripts(chunks.join(''), pages.nonce);
    // Computed once per kept page, not per response.
    const contentSecurityPolicy = headersFor({ hashes })['Content-Security-Policy']!;
    return {
      status: result.status,
      html,
      contentSecurityPolicy,
      compressed,
      timing: serverTiming(result.store, startedAt),
    };
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
    // A kept page's render timing belongs to the response that waited for it.
    if (!hit && doc.timing) res.setHeader('Server-Timing', doc.timing);
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
    const startedAt = performance.now();
    const { status, location, body, locale, lang, modules, head, storeFailure, store } = await renderOnServer(
      {
        url: url.pathname + url.search,
        endpoint: options.endpoint(),
        cookie: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
        siteUrl,
        nonce,
        forwardedFor: forwardedFor(req),
      },
    );
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
    res.setHeader('Server-Timing', serverTiming(store, startedAt));
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

  return {
    renderPage,
    /** Drops every kept page (the catalogue changed). */
    clear: () => pages.clear(),
  };
}
