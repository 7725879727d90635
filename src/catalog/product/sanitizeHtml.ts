import DOMPurify from 'isomorphic-dompurify';

// Store HTML is content, not UI: no scripts, frames, forms or inline styles that could fight the theme.
const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

/**
 * The last answers, by their store HTML: DOMPurify parses every input into a new document (on the server, a jsdom
 * one: about a tenth of a product page's render), and the same description is sanitised on every render of its
 * page. The output depends on the input alone. Kept up to `KEPT` entries of at most `LONGEST` characters, the oldest
 * dropped first (at most a few MB).
 */
const recent = new Map<string, string>();
const KEPT = 128;
const LONGEST = 16_384;

/**
 * HTML from the store (descriptions, review text) made safe for `dangerouslySetInnerHTML`: removes
 * scripts, event handlers and `javascript:` URLs. Same output on the server and in the browser.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const known = recent.get(html);
  if (known !== undefined) return known;
  const safe = DOMPurify.sanitize(html, CONFIG);
  if (html.length > LONGEST) return safe;
  if (recent.size >= KEPT) recent.delete(recent.keys().next().value!);
  recent.set(html, safe);
  return safe;
}
