/**
 * Spec 9, route prefetch: up to 4 pending, skipped on slow 2g or data saving. Prefetching on intent is
 * speculative work, so a fifth intent while four are still loading is dropped rather than queued (by the
 * time a queue drained, the pointer has moved on), and nothing is prefetched on a constrained connection.
 */

/** At most this many route prefetches load at a time. */
export const MAX_PENDING_PREFETCHES = 4;

/** The part of the Network Information API (`navigator.connection`) the decision reads. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** The browser's connection estimate; undefined on the server and in browsers without the API. */
function currentConnection(): ConnectionInfo | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}

/** True when the shopper asked to save data or the connection is estimated as slow-2g. */
export function prefetchDisabled(connection: ConnectionInfo | undefined): boolean {
  return connection?.saveData === true || connection?.effectiveType === 'slow-2g';
}

export interface PrefetchLimitOptions<A extends unknown[]> {
  /** @default MAX_PENDING_PREFETCHES */
  maxPending?: number;
  /** Read on every call, as the connection can change. @default currentConnection */
  connection?: () => ConnectionInfo | undefined;
  /** Identifies a target: a second call for a pending target shares its promise instead of counting again. */
  key?: (...args: A) => string;
}

/**
 * Wraps a prefetch function: calls it only while fewer than `maxPending` of its calls are unsettled and the
 * connection allows prefetching; otherwise resolves to undefined without calling it. A rejection is passed
 * through and frees the slot like a resolution.
 */
export function limitPrefetch<A extends unknown[], R>(
  prefetch: (...args: A) => Promise<R>,
  { maxPending = MAX_PENDING_PREFETCHES, connection = currentConnection, key }: PrefetchLimitOptions<A> = {},
): (...args: A) => Promise<R | undefined> {
  const pending = new Map<string | symbol, Promise<R>>();
  return (...args: A) => {
    if (prefetchDisabled(connection())) return Promise.resolve(undefined);
    const id = key ? key(...args) : Symbol('prefetch');
    const shared = pending.get(id);
    if (shared) return shared;
    if (pending.size >= maxPending) return Promise.resolve(undefined);
    const promise = Promise.resolve()
      .then(() => prefetch(...args))
      .finally(() => pending.delete(id));
    pending.set(id, promise);
    return promise;
  };
}
