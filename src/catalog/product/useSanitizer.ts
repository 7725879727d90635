import { useState } from 'react';

type Sanitize = (html: string | null | undefined) => string;

/** The loading promise, marked as React marks a promise it has seen settle: `use()` then reads it without pausing. */
type Loading = Promise<Sanitize> & { status?: 'fulfilled'; value?: Sanitize };

let loading: Loading | undefined;

/**
 * Starts loading the store-HTML sanitiser (DOMPurify, ~11 KB gzip) once; resolves to `sanitizeHtml`. The server
 * awaits it before rendering a product page. The browser needs it only for store HTML it draws itself (a client-side
 * navigation, a review just posted): what the server drew is already sanitised, and hydration keeps it as it is
 * (`useServerElement`), so a first visit never downloads it. Read it through `use(loadSanitizer())` every time, loaded or
 * not: React may replay a component paused on it once the code is in, and a replay that skipped `use()` left React's
 * hooks in their update mode for a component never mounted (React's error 467, and the server's HTML thrown away).
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
 * The element the server rendered with this `useId()` id, when this render is React hydrating it; null on the server
 * and for anything the browser renders itself (React gives those ids of another form, which the server's HTML never
 * holds). Read once, when the component mounts: the element stays the server's until the component unmounts.
 */
export function useServerElement(id: string): Element | null {
  const [element] = useState(() => (typeof document === 'undefined' ? null : document.getElementById(id)));
  return element;
}
