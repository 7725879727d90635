import DOMPurify from 'isomorphic-dompurify';

// Store HTML is content, not UI: no scripts, frames, forms or inline styles that could fight the theme.
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

/**
 * HTML from the store (descriptions, review text) made safe for `dangerouslySetInnerHTML`: removes
 * scripts, event handlers and `javascript:` URLs. Same output on the server and in the browser.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, CONFIG);
}
