import { createMemoryHistory } from '@tanstack/react-router';
import { getSsrStatus } from '@tanstack/react-router/ssr/server';
import { PassThrough, type Readable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { StoreTiming } from './server/renderTypes';
import { fetchFromStore, upstreamFailure, type UpstreamFailure } from './server/upstream';
import { App } from './App';
import { serverStorefront } from './app/storefrontHost';
import { usedWalks } from './catalog/ProductListCursors';
import { BCP47, resolveLocale, type Locale } from './i18n/locales';
import { loadMessages } from './i18n/messages';
import { PAGE_CURSORS_ELEMENT_ID, RECORDS_ELEMENT_ID } from './relay/browser';
import { createRelayEnvironment, serializeRecords } from './relay/environment';
import { createAppRouter, type AppRouter } from './router';
import { HeadProvider } from './seo/HeadProvider';
import { HeadRegistry } from './seo/headRegistry';
import { headTagsToHtml } from './seo/headTags';
import { langFromSearch, withLang, withoutLang } from './seo/pageHead';

export interface RenderResult {
  /** HTTP status of the matched route (404 for unknown routes and failed parameter validation). */
  status: number;
  /** Set for redirects (status 3xx): where to go instead. */
  location?: string | undefined;
  /** The markup of `#app`, then a JSON script holding the Relay store records to hydrate from. */
  body: Readable;
  locale: Locale;
  /** BCP-47 tag for `<html lang>`. */
  lang: string;
  /** Source modules the page needs at once (route components, the locale's messages), for `modulepreload`. */
  modules: string[];
  /**
   * The page's `<head>` tags (title, description, canonical, alternates, Open Graph, JSON-LD, LCP preload),
   * as HTML for the template's `<!--app-head-->`; complete when `render` resolves.
   */
  head: string;
  /**
   * Set when a request to the store failed its limits (`src/server/upstream.ts`): too slow, too large or unreachable.
   * The server answers with an error page instead of the page rendered without the store's data.
   */
  storeFailure?: UpstreamFailure | undefined;
  /** The store requests this render made and how long it waited for them (the page's `Server-Timing`). */
  store: StoreTiming;
}

export interface RenderRequest {
  url: string;
  /** Absolute GraphQL endpoint the server render fetches from. */
  endpoint: string;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
  /** The public origin for canonical and Open Graph URLs. @default 'http://localhost' */
  siteUrl?: string | undefined;
  /** The page's Content-Security-Policy nonce, set on every script element the render writes. */
  nonce?: string | undefined;
  /** The shopper's address chain (`X-Forwarded-For`), passed on so the store sees the shopper, not this server. */
  forwardedFor?: string | undefined;
}

/** JSON that is safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The status the router's server load chose (404 for unknown routes and failed parameter validation). */
function outcomeOf(router: AppRouter): { status: number; location?: string } {
  // The server load records a redirect (e.g. a search param normalised by validateSearch) as a Response, in a
  // private field no public API exposes: tests/unit/server/serverLoadResult.test.ts holds its name and shape.
  const result = (router as unknown as { _serverResult?: { type: string; redirect?: Response } })
    ._serverResult;
  if (result?.type === 'redirect' && result.redirect) {
    return { status: result.redirect.status, location: result.redirect.headers.get('Location') ?? '/' };
  }
  return { status: getSsrStatus(router) };
}

/**
 * The locale a request's page is rendered in: the `lang` parameter, else the locale cookie, else Accept-Language.
 * The server's page cache keys shared pages on it.
 */
export function localeOf({
  url,
  cookie,
  acceptLanguage,
}: Pick<RenderRequest, 'url' | 'cookie' | 'acceptLanguage'>): Locale {
  return (
    langFromSearch(new URL(url, 'http://localhost').search) ??
    resolveLocale({ cookie: cookie ?? null, acceptLanguage: acceptLanguage ?? null })
  );
}

/**
 * Renders one request: runs the route loaders (Relay queries) on a per-request environment, waits for their
 * data, then streams the markup followed by the store records. The `lang` query parameter picks the locale
 * before the cookie and `Accept-Language` (the hreflang URLs of src/seo/pageHead.ts), and is not routed.
 * Rejects only when the shell cannot render.
 */
export async function render({
  url,
  endpoint,
  cookie,
  acceptLanguage,
  siteUrl = 'http://localhost',
  nonce,
  forwardedFor,
}: RenderRequest): Promise<RenderResult> {
  const lang = langFromSearch(new URL(url, 'http://localhost').search);
  const locale = localeOf({ url, cookie, acceptLanguage });
  let storeFailure: UpstreamFailure | undefined;
  const store = { requests: 0, ms: 0 };
  let firstSent = 0;
  // Headless Login's "Block unauthorized domains" refuses requests without an allowed Origin.
  const relayEnvironment = createRelayEnvironment({
    endpoint,
    isServer: true,
    // Connect and total timeouts and a size cap: a store that hangs or floods fails this render, not the server.
    fetch: (input, init) => {
      // Timed from the first request sent to the last answer in: what this page waited for the store.
      if (store.requests++ === 0) firstSent = performance.now();
      return fetchFromStore(input, init)
        .catch((error: unknown) => {
          storeFailure ??= upstreamFailure(error)?.reason;
          throw error;
        })
        .finally(() => {
          store.ms = performance.now() - firstSent;
        });
    },
    headers: {
      Origin: new URL(siteUrl).origin,
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
  });
  const router = createAppRouter({
    relayEnvironment,
    history: createMemoryHistory({ initialEntries: [withoutLang(url)] }),
    nonce,
  });
  // Components add their head tags while rendering; everything has rendered once onAllReady fires.
  const headRegistry = new HeadRegistry(true);
  const [messages] = await Promise.all([loadMessages(locale), router.load()]);
  await relayEnvironment.pendingRequests();

  const app = new PassThrough();
  const body = new PassThrough();
  app.on('data', (chunk: Buffer) => body.write(chunk));
  app.on('end', () => {
    body.end(
      `<script type="application/json" id="${RECORDS_ELEMENT_ID}">${scriptJson(serializeRecords(relayEnvironment))}</script>` +
        `<script type="application/json" id="${PAGE_CURSORS_ELEMENT_ID}">${scriptJson(usedWalks(relayEnvironment))}</script>`,
    );
  });

  await new Promise<void>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <HeadProvider registry={headRegistry} siteUrl={siteUrl.replace(/\/+$/, '')}>
        <App
          router={router}
          relayEnvironment={relayEnvironment}
          locale={locale}
          messages={messages}
          storefront={serverStorefront}
        />
      </HeadProvider>,
      {
        // Large finished boundaries are otherwise moved into hidden templates that only a script reveals:
        // keep everything in place so the page is complete without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        ...(nonce ? { nonce } : {}),
        // Crawlers and the first paint get complete HTML: the data is already in the store, so this is quick.
        onAllReady() {
          stream.pipe(app);
          resolve();
        },
        onShellError: reject,
        onError(error) {
          console.error(error);
        },
      },
    );
  });
  const modules = router.state.matches.flatMap(
    (m) => router.routesById[m.routeId]?.options.staticData?.chunk ?? [],
  );
  // The browser's catalogue comes in two parts (src/i18n/messageParts.ts): the later one with the routes that show it.
  modules.push(`src/i18n/messages/${locale}.json?part=first`);
  if (router.state.matches.some((m) => router.routesById[m.routeId]?.options.staticData?.laterMessages))
    modules.push(`src/i18n/messages/${locale}.json?part=later`);
  const outcome = outcomeOf(router);
  // A redirect within the site (a normalised search param) keeps the language the URL asked for.
  if (lang && outcome.location?.startsWith('/')) outcome.location = withLang(outcome.location, lang);
  return {
    ...outcome,
    body,
    locale,
    lang: BCP47[locale],
    modules,
    head: headTagsToHtml(headRegistry.tags()),
    storeFailure,
    store,
  };
}
