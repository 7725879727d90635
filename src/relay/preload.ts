import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import type { Environment, GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';

const live = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Starts a route's query before it renders. Disposal policy, written once: each route keeps exactly one
 * retained query; a new load for the same route (new params or search) disposes the previous one.
 * Never throws: network errors surface when the screen reads the ref.
 */
export function preloadRouteQuery<T extends OperationType>(
  routeId: string,
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
  /**
   * 'network-only' for a shopper's own data: the server render has no session, so its answer is not theirs;
   * 'store-only' where the server does not ask at all.
   */
  fetchPolicy: 'store-or-network' | 'network-only' | 'store-only' = 'store-or-network',
): PreloadedQuery<T> {
  const ref = loadQuery<T>(environment, query, variables, { fetchPolicy });
  const key = `${routeId}`;
  const previous = live.get(key);
  if (previous && previous.environment === environment) previous.dispose();
  live.set(key, ref);
  return ref;
}

/**
 * Waits for a route query's data (deduplicated with the `preloadRouteQuery` request for the same variables), so
 * a loader can answer a missing entity with `notFound()` and the server sends a real 404. Rejects when the request
 * fails; the route's error component shows it.
 */
export function routeQueryData<T extends OperationType>(
  environment: Environment,
  query: GraphQLTaggedNode,
  variables: VariablesOf<T>,
): Promise<T['response'] | undefined> {
  return fetchQuery<T>(environment, query, variables, { fetchPolicy: 'store-or-network' }).toPromise();
}
