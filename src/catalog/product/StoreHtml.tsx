import { useMemo } from 'react';
import { cx } from '../../ui/cx';
import * as styles from './StoreHtml.css';
import { sanitizeHtml } from './sanitizeHtml';

/** HTML written in the store (descriptions, reviews), sanitised before it reaches the DOM. */
export function StoreHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (!safe) return null;
  // Safe: `sanitizeHtml` removed scripts, event handlers and javascript: URLs just above.
  return <div className={cx(styles.html, className)} dangerouslySetInnerHTML={{ __html: safe }} />;
}
