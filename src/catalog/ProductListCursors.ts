import { getRequest, type Environment } from 'relay-runtime';
import type { ProductListCursorsQuery } from '../../__generated__/ProductListCursorsQuery.graphql';
import type { ProductsWhere } from './listParams';

/**
 * Page numbers over real cursors. A WooGraphQL cursor names a product (`base64("arrayconnection:" + id)`), so
 * `/products/page/{n}` needs the cursor of the product just before the page: it is found by walking the list's
 * cursors in steps of at most 100 (WPGraphQL's cap), asking for nothing but cursors. What a walk learns is kept
 * per list (`where`) for a minute, so the next page, or the same page for the next visitor of this server,
 * continues from the nearest cursor already known. The server render hands what it used to the browser.
 */

/** The page has no products: it lies past the last page. */
export const PAST_END = Symbol('past the last page');

const STEP = 100;
const TTL_MS = 60_000;
const MAX_LISTS = 100;

interface Walk {
  /** Position in the list → the cursor of the product there. */
  cursors: Map<number, string>;
  /** The list's length, once a walk reached its end. */
  length: number | null;
  at: number;
}

export interface WalkSnapshot {
  cursors: [number, string][];
  length: number | null;
}

const walks = new Map<string, Walk>();
const used = new WeakMap<Environment, Map<string, WalkSnapshot>>();

function walkFor(key: string, now: number): Walk {
  const known = walks.get(key);
  if (known && now - known.at < TTL_MS) return known;
  const walk: Walk = { cursors: new Map(), length: null, at: now };
  walks.delete(key);
  if (walks.size >= MAX_LISTS) walks.delete(walks.keys().next().value ?? '');
  walks.set(key, walk);
  return walk;
}

type Where = ProductsWhere;
type Fetch = (first: number, after: string | null) => Promise<ProductListCursorsQuery['response']>;

function networkFetch(environment: Environment, where: Where): Fetch {
  // Straight through the network layer: the cursors are kept here, not as records in the store. The query's module
  // loads with the first later page that needs it: a list's first page, where every visit starts, never does.
  return async (first, after) => {
    const request = getRequest((await import('./productListCursorsQuery')).cursorsQuery);
    const response = await environment
      .getNetwork()
      .execute(request.params, { first, after, ...where }, { force: true })
      .toPromise();
    const data = response && 'data' in response ? response.data : undefined;
    if (!data) throw new Error('The product list cursors did not load.');
    return data as ProductListCursorsQuery['response'];
  };
}

/**
 * The `after` cursor of page `page` (null for the first page), or {@link PAST_END} when the list has no products
 * on that page. Rejects when a request fails.
 */
export async function pageAfter(
  environment: Environment,
  where: Where,
  perPage: number,
  page: number,
  fetchCursors: Fetch = networkFetch(environment, where),
): Promise<string | null | typeof PAST_END> {
  if (page <= 1) return null;
  const key = JSON.stringify(where);
  const walk = walkFor(key, Date.now());
  // The position of the last product before the page.
  const target = (page - 1) * perPage - 1;
  let position = -1;
  let cursor: string | null = null;
  for (const [known, value] of walk.cursors) {
    if (known <= target && known > position) {
      position = known;
      cursor = value;
    }
  }
  while (position < target && (walk.length === null || position + 1 < walk.length)) {
    const first = Math.min(STEP, target - position);
    const products = (await fetchCursors(first, cursor)).products;
    const edges = products?.edges ?? [];
    const last = edges[edges.length - 1];
    if (last) {
      position += edges.length;
      cursor = last.cursor ?? null;
      if (cursor) walk.cursors.set(position, cursor);
    }
    if (!last || !cursor || edges.length < first || !products?.pageInfo.hasNextPage) {
      walk.length = position + 1;
      break;
    }
  }
  remember(environment, key, walk);
  if (position < target || (walk.length !== null && target + 1 >= walk.length) || !cursor) return PAST_END;
  return cursor;
}

function remember(environment: Environment, key: string, walk: Walk): void {
  let lists = used.get(environment);
  if (!lists) {
    lists = new Map();
    used.set(environment, lists);
  }
  lists.set(key, { cursors: [...walk.cursors], length: walk.length });
}

/** The walks a server render used, for the page (the browser continues from them without asking again). */
export function usedWalks(environment: Environment): Record<string, WalkSnapshot> {
  return Object.fromEntries(used.get(environment) ?? []);
}

/** Takes over the walks the server render used. */
export function restoreWalks(snapshot: Record<string, WalkSnapshot> | null): void {
  const now = Date.now();
  for (const [key, value] of Object.entries(snapshot ?? {})) {
    walks.set(key, { cursors: new Map(value.cursors), length: value.length, at: now });
  }
}

/** Forgets every walk (tests). */
export function forgetWalks(): void {
  walks.clear();
}
