/**
 * The document head as data: the server serialises it into the HTML template, the browser syncs it into
 * `document.head`. Every managed element carries `data-head`, so the browser replaces exactly what the
 * server wrote and nothing else (the charset, viewport, stylesheet and module preloads stay untouched).
 */

/** One managed element of `<head>`. */
export type HeadTag =
  | { readonly tag: 'title'; readonly text: string }
  | { readonly tag: 'meta' | 'link'; readonly attrs: Readonly<Record<string, string>> }
  | { readonly tag: 'script'; readonly attrs: Readonly<Record<string, string>>; readonly text: string };

/** The attribute that marks an element as managed. */
export const MANAGED_ATTRIBUTE = 'data-head';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text that is safe in an HTML attribute value or element body. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** JSON that is safe inside a `<script>` element (no `</script>`, no line separators that break JS parsers). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function attributes(attrs: Readonly<Record<string, string>>): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** The tags as HTML for the server template's `<head>`, each marked as managed. */
export function headTagsToHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      const managed = ` ${MANAGED_ATTRIBUTE}=""`;
      if (tag.tag === 'title') return `<title${managed}>${escapeHtml(tag.text)}</title>`;
      // Script bodies are raw text: the JSON is escaped for the script context, not HTML-escaped.
      if (tag.tag === 'script') return `<script${managed}${attributes(tag.attrs)}>${tag.text}</script>`;
      return `<${tag.tag}${managed}${attributes(tag.attrs)} />`;
    })
    .join('');
}
