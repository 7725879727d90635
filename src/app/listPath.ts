/** True on a product list's pages: `/products`, `/products/page/N` and `/product-category/{slug}` with its pages. */
export function isListPath(pathname: string): boolean {
  return /^\/(products|product-category)\b/.test(pathname);
}
