import { fetchFromStore } from './upstream.ts';

/**
 * `robots.txt` and `sitemap.xml` generated from the catalogue through the same GraphQL endpoint the storefront
 * uses, so they work against the reference API and a real WooGraphQL store alike.
 */

const PAGE = 100;
/** The sitemap protocol's limit for one file. */
const MAX_URLS = 50_000;

interface Connection {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  nodes: { slug: string | null }[];
}

async function slugs(
  endpoint: string,
  siteUrl: string,
  field: 'products' | 'productCategories',
): Promise<string[]> {
  const where = field === 'products' ? '' : ', where: { hideEmpty: true }';
  const query = `query Sitemap($after: String) { ${field}(first: ${PAGE}, after: $after${where}) {
    pageInfo { hasNextPage endCursor } nodes { slug } } }`;
  const found: string[] = [];
  let after: string | null = null;
  do {
    const response = await fetchFromStore(endpoint, {
      method: 'POST',
      // Headless Login's "Block unauthorized domains" refuses requests without an allowed Origin.
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Origin: new URL(siteUrl).origin,
      },
      body: JSON.stringify({ query, variables: { after } }),
    });
    const json = (await response.json()) as {
      data?: Record<string, Connection | null>;
      errors?: { message: string }[];
    };
    const connection = json.data?.[field];
    if (!response.ok || !connection)
      throw new Error(json.errors?.[0]?.message ?? `Sitemap query failed (${response.status})`);
    for (const node of connection.nodes) if (node.slug) found.push(node.slug);
    after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
  } while (after && found.length < MAX_URLS);
  return found;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sitemap of the shop's public pages, products and categories. Rejects when the catalogue cannot be read. */
export async function sitemapXml(endpoint: string, siteUrl: string): Promise<string> {
  const [products, categories] = await Promise.all([
    slugs(endpoint, siteUrl, 'products'),
    slugs(endpoint, siteUrl, 'productCategories'),
  ]);
  const paths = [
    '/',
    '/products',
    '/categories',
    '/contact',
    '/privacy-policy',
    ...categories.map((slug) => `/product-category/${encodeURIComponent(slug)}`),
    ...products.map((slug) => `/product/${encodeURIComponent(slug)}`),
  ].slice(0, MAX_URLS);
  const urls = paths.map((path) => `<url><loc>${escapeXml(siteUrl + path)}</loc></url>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`;
}

/** Crawlers may read the catalogue; carts, checkout and accounts are private. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /checkout',
    'Disallow: /my-account',
    'Disallow: /order-summary',
    'Disallow: /wishlist',
    'Disallow: /oauth/',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
