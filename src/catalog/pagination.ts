/**
 * Page numbers over cursor connections. The reference API's product cursors follow the Relay
 * connection convention `base64("arrayconnection:" + offset)`, so page n starts after offset
 * (n - 1) × perPage - 1 without walking the pages before it.
 */
export function pageCursor(page: number, perPage: number): string | null {
  if (page <= 1) return null;
  const offset = (page - 1) * perPage - 1;
  const text = `arrayconnection:${offset}`;
  return typeof btoa === 'function' ? btoa(text) : Buffer.from(text, 'utf8').toString('base64');
}

/** Parses a `{pageNumber}` route segment: a whole number ≥ 1, or undefined (the route answers 404). */
export function parsePageNumber(value: string): number | undefined {
  if (!/^[1-9]\d{0,5}$/.test(value)) return undefined;
  return Number(value);
}

/** 'Showing X to Y of Z' bounds of a page. */
export function pageRange(page: number, perPage: number, shown: number, total: number) {
  const from = shown === 0 ? 0 : (page - 1) * perPage + 1;
  return {
    from,
    to: shown === 0 ? 0 : from + shown - 1,
    total,
    pages: Math.max(1, Math.ceil(total / perPage)),
  };
}
