import type { Readable } from 'node:stream';

/** What the server asks of a page render (`src/entry-server.tsx`'s `RenderRequest`, as plain data). */
export interface RenderRequest {
  url: string;
  endpoint: string;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
  siteUrl?: string | undefined;
  /** The page's CSP nonce, for any inline script the render emits. */
  nonce?: string | undefined;
  forwardedFor?: string | undefined;
}

/** A rendered page: everything but the body is known before the body streams. */
export interface RenderResult {
  status: number;
  location?: string | undefined;
  body: Readable;
  locale: string;
  lang: string;
  modules: string[];
  /** The page's head tags (title, description, canonical, alternates, Open Graph, JSON-LD, LCP preload). */
  head: string;
  /** A request to the store failed its limits (`upstream.ts`): the page is answered with an error instead. */
  storeFailure?: 'timeout' | 'too-large' | 'unreachable' | undefined;
  /** The store requests this render made and the time spent waiting for them (the `Server-Timing` header). */
  store: StoreTiming;
}

/** How many requests a render sent to the store, and how long, start to last answer, it waited for them. */
export interface StoreTiming {
  requests: number;
  ms: number;
}

/** The build's `entry-server.js`. */
export interface RenderModule {
  /** The locale a request's page is rendered in (`lang` parameter, locale cookie, Accept-Language). */
  localeOf(request: Pick<RenderRequest, 'url' | 'cookie' | 'acceptLanguage'>): string;
  render(request: RenderRequest): Promise<RenderResult>;
}
