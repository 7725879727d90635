/**
 * Answers the API keeps per database until the catalogue changes: a listing's exact `found` count
 * (server/domain/productListing.ts) and a product's related products' ids (server/domain/related.ts). Each is kept for its
 * cache's time to live and dropped on every catalogue change (an order, a review), this process's or, on one
 * PostgreSQL, another's (server/catalogEvents.ts). Requests that miss together share one answer; a failed answer is
 * not kept.
 */

/** Checkout drops the caches before its transaction commits: an answer started just after that is kept briefly. */
const SETTLE_MS = 2_000;
let invalidatedAt = 0;
const caches = new Set<{ clear(): void }>();

export class CatalogCache<V> {
  private byDatabase = new WeakMap<object, Map<string, { value: Promise<V>; until: number }>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxKeys: number,
  ) {
    caches.add(this);
  }

  /** The kept answer for `key` on `database` while it is fresh, otherwise `compute`'s, kept. */
  get(database: object, key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.peek(database, key);
    if (hit) return hit;
    let cache = this.byDatabase.get(database);
    if (!cache)
      this.byDatabase.set(database, (cache = new Map<string, { value: Promise<V>; until: number }>()));
    const now = Date.now();
    if (cache.size >= this.maxKeys) cache.clear();
    const value = compute();
    const entry = { value, until: now + (now - invalidatedAt < SETTLE_MS ? SETTLE_MS : this.ttlMs) };
    const kept = cache;
    kept.set(key, entry);
    value.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return value;
  }

  /** The kept answer for `key` on `database` while it is fresh, without computing one. */
  peek(database: object, key: string): Promise<V> | undefined {
    const hit = this.byDatabase.get(database)?.get(key);
    return hit && Date.now() < hit.until ? hit.value : undefined;
  }

  clear(): void {
    this.byDatabase = new WeakMap();
  }
}

/** Drops every kept answer (after stock, sales, ratings or other catalogue changes). */
export function invalidateCatalogCaches(): void {
  for (const cache of caches) cache.clear();
  invalidatedAt = Date.now();
}
