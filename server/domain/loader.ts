/** A tiny per-request batching loader: keys asked for in the same tick are fetched in one query. */
export class Loader<K, V> {
  private cache = new Map<K, Promise<V>>();
  private queue: { key: K; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];

  constructor(
    private readonly batch: (keys: K[]) => Promise<Map<K, V>>,
    private readonly fallback: V,
  ) {}

  load(key: K): Promise<V> {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const p = new Promise<V>((resolve, reject) => {
      this.queue.push({ key, resolve, reject });
      if (this.queue.length === 1) queueMicrotask(() => void this.flush());
    });
    this.cache.set(key, p);
    return p;
  }

  /** The entry for `key` when it was asked for in this request (loaded or on its way), without asking for it. */
  peek(key: K): Promise<V> | undefined {
    return this.cache.get(key);
  }

  /**
   * Answers `key` with `value` for the rest of the request without asking for it: rows another query of the
   * request already brought along (`primeExtras`, server/domain/catalogExtras.ts). A key already asked for keeps its answer.
   */
  prime(key: K, value: V): void {
    if (!this.cache.has(key)) this.cache.set(key, Promise.resolve(value));
  }

  clear(): void {
    this.cache.clear();
  }

  private async flush(): Promise<void> {
    const queue = this.queue;
    this.queue = [];
    try {
      const result = await this.batch([...new Set(queue.map((q) => q.key))]);
      for (const q of queue) q.resolve(result.get(q.key) ?? this.fallback);
    } catch (error) {
      for (const q of queue) {
        this.cache.delete(q.key);
        q.reject(error);
      }
    }
  }
}
