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
