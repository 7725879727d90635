import { Suspense, useMemo } from 'react';
import { cx } from '../../ui/cx';
import * as styles from './StoreHtml.css';
import { useSanitizer } from './useSanitizer';

/**
 * HTML written in the store (descriptions, reviews), sanitised before it reaches the DOM. Its own Suspense boundary
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
  const safe = useMemo(() => sanitizeHtml(html), [sanitizeHtml, html]);
  if (!safe) return null;
  // Safe: `sanitizeHtml` removed scripts, event handlers and javascript: URLs just above.
  return <div className={cx(styles.html, className)} dangerouslySetInnerHTML={{ __html: safe }} />;
}
