import { notFound, rootRouteId } from '@tanstack/react-router';
import listQuery, { type ProductListQuery } from '../../__generated__/ProductListQuery.graphql';
import { readServerJson, PAGE_CURSORS_ELEMENT_ID } from '../relay/browser';
import type { AppEnvironment } from '../relay/environment';
import { preloadRouteQuery, routeQueryData } from '../relay/preload';
import { settings } from '../settings';
import { toProductsWhere, type ListSearch } from './listParams';
import { PAST_END, pageAfter, restoreWalks, type WalkSnapshot } from './ProductListCursors';
import { storeAttributes } from './storeAttributes';

// The product lists' loader (src/router.tsx), in one chunk with their query: what a list needs before its query can
// start (the store's attributes, the page cursors) loads with the first list, not with every page.

/** Whether the cursors the server render walked have been taken over (on the server there are none to take). */
let serverWalksTaken = typeof document === 'undefined';

/**
 * Starts a product list's query: server-side filters, search and sort from the URL. A later page first finds its
 * cursor (src/catalog/ProductListCursors.ts); a page past the last is the generic 'Page not found'. An unknown
 * category is a real 404 too, so category lists wait for their data before anything renders (the plain list of
 * all products has nothing more to decide and renders at once). Rejects when a request fails.
 */
export async function loadList(
  routeId: string,
  relayEnvironment: AppEnvironment,
  search: ListSearch,
  page: number,
  category?: string,
) {
  if (!serverWalksTaken) {
    // In the browser, the list loader first takes over the cursors the server render walked, without asking again.
    serverWalksTaken = true;
    restoreWalks(readServerJson<Record<string, WalkSnapshot>>(PAGE_CURSORS_ELEMENT_ID));
  }
  const perPage = settings.productsPerPage;
  const attributes = await storeAttributes(relayEnvironment);
  const where = toProductsWhere(
    search,
    category,
    new Map(attributes.map((a) => [a.taxonomy, a.productEnum])),
  );
  const after = await pageAfter(relayEnvironment, where, perPage, page);
  if (after === PAST_END) throw notFound({ routeId: rootRouteId });
  const variables = {
    first: perPage,
    after,
    ...where,
    category: category ?? '',
    hasCategory: Boolean(category),
    paged: page > 1,
    attributeTaxonomies: attributes.map((a) => a.taxonomyEnum),
    hasAttributes: attributes.length > 0,
  };
  const ref = preloadRouteQuery<ProductListQuery>(routeId, relayEnvironment, listQuery, variables);
  if (!category) return ref;
  const data = await routeQueryData<ProductListQuery>(relayEnvironment, listQuery, variables);
  // The category route's own not-found page says 'Category not found'.
  if (!data?.productCategory) throw notFound();
  return ref;
}
