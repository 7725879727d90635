import { use } from 'react';

type Sanitize = (html: string | null | undefined) => string;

/** The loading promise, marked as React marks a promise it has seen settle: `use()` then reads it without pausing. */
type Loading = Promise<Sanitize> & { status?: 'fulfilled'; value?: Sanitize };

let loading: Loading | undefined;

/**
 * Starts loading the store-HTML sanitiser (DOMPurify, ~9 KB gzip) once; resolves to `sanitizeHtml`. The server
 * awaits it before rendering a product page; the browser loads it beside the page instead of before it.
 */
export function loadSanitizer(): Promise<Sanitize> {
  if (!loading) {
    const started: Loading = import('./sanitizeHtml').then((module) => {
      started.status = 'fulfilled';
      started.value = module.sanitizeHtml;
      return module.sanitizeHtml;
    });
    loading = started;
  }
  return loading;
}

/**
 * `sanitizeHtml` once loaded; until then it suspends. Hydrating, a suspended boundary keeps the server's (already
 * sanitised) HTML and hydrates when the sanitiser is in, so the page becomes interactive without waiting for it.
 * Always through `use()`, loaded or not: React may replay a component paused on it once the code is in, and a
 * replay that skipped `use()` left React's hooks in their update mode for a component never mounted (React's error
 * 467, and the server's HTML thrown away).
 */
export function useSanitizer(): Sanitize {
  return use(loadSanitizer());
}
