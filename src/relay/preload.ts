import { fetchQuery, loadQuery, type PreloadedQuery } from 'react-relay';
import type { Environment, GraphQLTaggedNode, OperationType, VariablesOf } from 'relay-runtime';

/** Loads kept per route: the one shown, the one a navigation waits for, and a few intent preloads. */
const KEPT_PER_ROUTE = 4;

const live = new Map<string, Array<{ key: string; ref: PreloadedQuery<OperationType> }>>();

/**
 * Starts a route's query before it renders. Disposal policy, written once: each route keeps its latest
 * `KEPT_PER_ROUTE` loads, one per set of variables; a new load with the same variables replaces (and disposes) the
 * previous one, and the oldest is disposed once more are kept. A load is never disposed just because another one for
 * the same route started later: an intent preload (a focused or hovered link) whose loader finishes after the
 * navigation's would otherwise cancel the request the navigation's screen is waiting for, and the screen would wait
 * forever. Never throws: network errors surface when the screen reads the ref.
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
  // Each loader writes its variables in one order, so the same variables give the same text.
  const key = JSON.stringify(variables);
  const kept: Array<{ key: string; ref: PreloadedQuery<OperationType> }> = [{ key, ref }];
  for (const entry of live.get(routeId) ?? []) {
    if (entry.ref.environment !== environment) continue;
    if (entry.key === key || kept.length === KEPT_PER_ROUTE) entry.ref.dispose();
    else kept.push(entry);
  }
  live.set(routeId, kept);
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
