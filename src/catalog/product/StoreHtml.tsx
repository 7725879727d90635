import { Suspense, use, useId, useMemo, useState } from 'react';
import { useStoreLang } from '../../i18n/I18nProvider';
import { cx } from '../../ui/cx';
import * as styles from './StoreHtml.css';
import { loadSanitizer, useServerElement } from './useSanitizer';

/**
 * HTML written in the store (descriptions, reviews), sanitised before it reaches the DOM, and marked with the store's
 * language on a page in another one (WCAG 3.1.2). Hydrating the server's HTML, it keeps that HTML (sanitised on the
 * server) and needs no sanitiser; HTML the browser draws itself waits, in its own Suspense boundary, for the
 * sanitiser's code (src/catalog/product/useSanitizer.ts) without holding up the rest of the page.
 */
export function StoreHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  // Empty on the server too (the sanitiser makes nothing of nothing): no element, and no sanitiser to load for it.
  if (!html?.trim()) return null;
  return (
    <Suspense fallback={null}>
      <SanitizedHtml html={html} className={className} />
    </Suspense>
  );
}

function SanitizedHtml({ html, className }: { html: string; className?: string | undefined }) {
  const id = useId();
  const lang = useStoreLang();
  // The server's HTML, read once as React hydrates its element, kept for as long as the store HTML is what it was.
  const server = useServerElement(id);
  const [first] = useState(() => ({ html, kept: server?.innerHTML ?? null }));
  const kept = html === first.html ? first.kept : null;
  // Conditional `use()` is allowed: only HTML the browser draws itself loads the sanitiser.
  const sanitizeHtml = kept === null ? use(loadSanitizer()) : null;
  const safe = useMemo(() => kept ?? sanitizeHtml?.(html) ?? '', [kept, sanitizeHtml, html]);
  if (!safe) return null;
  // Safe: either the server's own element's HTML, which the server sanitised, or `sanitizeHtml`'s output, which has
  // no scripts, event handlers or javascript: URLs.
  return (
    <div
      id={id}
      lang={lang}
      className={cx(styles.html, className)}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
