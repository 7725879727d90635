import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Anonymous pages (home, product lists, categories, product pages) are the same for every shopper of one locale:
 * the tokens live in browser storage, so the server always renders as a guest. They are kept here, rendered once
 * and served again until they are `freshMs` old; until `staleMs` a stale copy is served while one re-render runs in
 * the background (stale-while-revalidate). A product's stock, price or reviews changing through the API clears
 * them (`clear`). Pages for a logged-in shopper, the cart, checkout and the account are never cached.
 */
export interface CachedPage {
  status: number;
  /** The whole document, the same bytes for every response. */
  html: string;
  /** Its Content-Security-Policy, allowing its inline scripts by hash (`hashMarkedScripts`): a nonce cannot be shared by many responses. */
  contentSecurityPolicy: string;
  /** The document compressed once per encoding, on its first response in that encoding. */
  compressed: Map<string, Buffer>;
  storedAt: number;
}

export interface PageCacheOptions {
  /** Total size bound of the kept documents, in bytes. @default 64 MiB */
  maxBytes?: number;
  freshMs?: number;
  staleMs?: number;
  now?: () => number;
}

/** Paths whose pages are shared: the catalogue's public screens. */
const SHARED_PATH =
  /^\/(?:|categories|products(?:\/page\/\d+)?|product-category\/[^/]+(?:\/page\/\d+)?|product\/[^/]+)$/;

export function isSharedPage(method: string | undefined, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && SHARED_PATH.test(pathname);
}

/** Product lists: they read filters, search and sort from the URL (`validateListSearch`, src/catalog/listParams.ts). */
const LIST_PATH = /^\/(?:products|product-category\/[^/]+)(?:\/page\/\d+)?$/;
const LIST_PARAMS = ['filter', 'search', 'orderby', 'order'];
/** Every page reads `lang` (its language, src/seo/pageHead.ts); `inspect` opens the machine inspector in the browser. */
const PAGE_PARAMS = ['lang', 'inspect'];
const LOCALES = new Set(['en_US', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR']);

/**
 * The query string of a shared page with only the parameters that page reads, in one canonical order, and whether
 * the request carried others (or one twice). The cache keys on it: any other parameter would otherwise make a new
 * render and a new entry each (cache-busting).
 */
export function canonicalSearch(pathname: string, search: string): { search: string; extra: boolean } {
  const given = new URLSearchParams(search);
  const names = [...(LIST_PATH.test(pathname) ? LIST_PARAMS : []), ...PAGE_PARAMS];
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value === null) continue;
    // `lang` counts only as one of the shop's locales and `inspect` only as a flag: other values would each make a
    // new render and a new entry, as an unread parameter would.
    if (name === 'lang' && !LOCALES.has(value)) continue;
    kept.set(name, name === 'inspect' ? '' : value);
  }
  const query = kept.toString();
  return { search: query ? `?${query}` : '', extra: [...given.keys()].length !== [...kept.keys()].length };
}

export function createPageCache(options: PageCacheOptions = {}) {
  const freshMs = options.freshMs ?? 10_000;
  const staleMs = options.staleMs ?? 60_000;
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes ?? 64 * 1024 * 1024,
    // The text (UTF-16) and, at most, its two compressed copies (a fifth of it or less each).
    sizeCalculation: (page) => Math.max(1, Math.ceil(page.html.length * 2.4)),
  });
  const revalidating = new Map<string, Promise<unknown>>();
  const rendering = new Map<string, Promise<unknown>>();
  let generation = 0;
  /** The nonce a shared page renders with, marking the scripts the server wrote (`hashMarkedScripts`). */
  const nonce = `nonce-${randomBytes(18).toString('base64url')}`;

  return {
    nonce,
    /** `Cache-Control` of a kept page: a CDN may keep it as long as this cache does. */
    cacheControl: `public, max-age=0, s-maxage=${Math.round(freshMs / 1000)}, stale-while-revalidate=${Math.round((staleMs - freshMs) / 1000)}`,
    /** The kept page for `key`: `fresh`, `stale` (serve it and revalidate), or undefined. */
    lookup(key: string): { page: CachedPage; state: 'fresh' | 'stale' } | undefined {
      const page = pages.get(key);
      if (!page) return undefined;
      const age = now() - page.storedAt;
      if (age < freshMs) return { page, state: 'fresh' };
      if (age < staleMs) return { page, state: 'stale' };
      pages.delete(key);
      return undefined;
    },
    /**
     * Keeps `page` for `key` unless the cache was cleared while it rendered (it may show what changed since).
     * `startedAt` is the generation from `begin()`.
     */
    store(key: string, page: Omit<CachedPage, 'storedAt'>, startedAt: number): void {
      if (startedAt !== generation || page.status !== 200) return;
      pages.set(key, { ...page, storedAt: now() });
    },
    /** The current generation, taken before a render starts. */
    begin(): number {
      return generation;
    },
    /** Runs `render` for `key` in the background unless one already runs. */
    revalidate(key: string, render: () => Promise<unknown>): void {
      if (revalidating.has(key)) return;
      const running = render()
        .catch((error: unknown) => console.error(`revalidating ${key} failed`, error))
        .finally(() => revalidating.delete(key));
      revalidating.set(key, running);
    },
    /** One render per key at a time: requests that miss together share the first one's render. */
    renderOnce<T>(key: string, render: () => Promise<T>): Promise<T> {
      const running = rendering.get(key) as Promise<T> | undefined;
      if (running) return running;
      const started = render().finally(() => rendering.delete(key));
      rendering.set(key, started);
      return started;
    },
    clear(): void {
      generation += 1;
      pages.clear();
    },
    get size(): number {
      return pages.size;
    },
  };
}
