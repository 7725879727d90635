import { Suspense, useMemo } from 'react';
import { useStoreLang } from '../../i18n/I18nProvider';
import { cx } from '../../ui/cx';
import * as styles from './StoreHtml.css';
import { useSanitizer } from './useSanitizer';

/**
 * HTML written in the store (descriptions, reviews), sanitised before it reaches the DOM, and marked with the store's
 * language on a page in another one (WCAG 3.1.2). Its own Suspense boundary
 * waits for the sanitiser's code (src/catalog/product/useSanitizer.ts) without holding up the rest of the page.
 */
export function StoreHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml html={html} className={className} />
    </Suspense>
  );
}

function SanitizedHtml({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string | undefined;
}) {
  const sanitizeHtml = useSanitizer();
  const lang = useStoreLang();
  const safe = useMemo(() => sanitizeHtml(html), [sanitizeHtml, html]);
  if (!safe) return null;
  // Safe: `sanitizeHtml` removed scripts, event handlers and javascript: URLs just above.
  return (
    <div lang={lang} className={cx(styles.html, className)} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
