import { use } from 'react';

type Sanitize = (html: string | null | undefined) => string;

let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/**
 * Starts loading the store-HTML sanitiser (DOMPurify, ~9 KB gzip) once; resolves to `sanitizeHtml`. The server
 * awaits it before rendering a product page; the browser loads it beside the page instead of before it.
 */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./sanitizeHtml').then((module) => (loaded = module.sanitizeHtml));
  return loading;
}

/**
 * `sanitizeHtml` once loaded; until then it suspends. Hydrating, a suspended boundary keeps the server's (already
 * sanitised) HTML and hydrates when the sanitiser is in, so the page becomes interactive without waiting for it.
 */
export function useSanitizer(): Sanitize {
  return loaded ?? use(loadSanitizer());
}
