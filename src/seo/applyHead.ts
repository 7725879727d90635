import { MANAGED_ATTRIBUTE, type HeadTag } from './headTags';

function toElement(doc: Document, tag: Exclude<HeadTag, { tag: 'title' }>): Element {
  const element = doc.createElement(tag.tag);
  element.setAttribute(MANAGED_ATTRIBUTE, '');
  for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
  if (tag.tag === 'script') element.textContent = tag.text;
  return element;
}

/**
 * Makes `doc`'s head show `tags`: sets the title and replaces the managed elements (those marked
 * `data-head`, as the server wrote them) when they differ. Leaves every other head element alone, and
 * touches nothing when the head already matches (hydration of a server-rendered page).
 */
export function applyHeadTags(doc: Document, tags: readonly HeadTag[]): void {
  const title = tags.find((tag) => tag.tag === 'title');
  if (title && doc.title !== title.text) doc.title = title.text;
  const wanted = tags.flatMap((tag) => (tag.tag === 'title' ? [] : [toElement(doc, tag)]));
  const current = [...doc.head.querySelectorAll(`[${MANAGED_ATTRIBUTE}]:not(title)`)];
  const unchanged =
    current.length === wanted.length && current.every((element, i) => element.isEqualNode(wanted[i] ?? null));
  if (unchanged) return;
  for (const element of current) element.remove();
  doc.head.append(...wanted);
}
