import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogCache, invalidateCatalogCaches } from '../../../server/domain/catalogCache.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('CatalogCache', () => {
  it('keeps an answer per database and key for its time to live, and shares one computation', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = new CatalogCache<number>(60_000, 100);
    const one = {};
    const two = {};
    let computed = 0;
    const compute = () => Promise.resolve(++computed);
    const [a, b] = await Promise.all([cache.get(one, 'k', compute), cache.get(one, 'k', compute)]);
    expect([a, b, computed]).toEqual([1, 1, 1]);
    expect(await cache.peek(one, 'k')).toBe(1);
    // Another database has its own answers.
    expect(cache.peek(two, 'k')).toBeUndefined();
    expect(await cache.get(two, 'k', compute)).toBe(2);
    vi.advanceTimersByTime(59_999);
    expect(await cache.get(one, 'k', compute)).toBe(1);
    vi.advanceTimersByTime(1);
    expect(cache.peek(one, 'k')).toBeUndefined();
    expect(await cache.get(one, 'k', compute)).toBe(3);
  });

  it('drops every answer on a catalogue change, and keeps one computed just after it only briefly', async () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const counts = new CatalogCache<string>(60_000, 100);
    const related = new CatalogCache<string>(60_000, 100);
    const db = {};
    await counts.get(db, 'k', () => Promise.resolve('before'));
    await related.get(db, 'k', () => Promise.resolve('before'));
    invalidateCatalogCaches();
    expect(counts.peek(db, 'k')).toBeUndefined();
    expect(related.peek(db, 'k')).toBeUndefined();
    // Checkout drops the caches before its transaction commits: what is read now may miss the change.
    expect(await counts.get(db, 'k', () => Promise.resolve('racing'))).toBe('racing');
    vi.advanceTimersByTime(2_000);
    expect(await counts.get(db, 'k', () => Promise.resolve('after'))).toBe('after');
    vi.advanceTimersByTime(59_999);
    expect(await counts.get(db, 'k', () => Promise.resolve('later'))).toBe('after');
  });

  it('does not keep a failed answer, and starts afresh past its key limit', async () => {
    const cache = new CatalogCache<number>(60_000, 2);
    const db = {};
    await expect(cache.get(db, 'k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.peek(db, 'k')).toBeUndefined();
    await cache.get(db, 'a', () => Promise.resolve(1));
    await cache.get(db, 'b', () => Promise.resolve(2));
    await cache.get(db, 'c', () => Promise.resolve(3));
    expect(cache.peek(db, 'a')).toBeUndefined();
    expect(await cache.peek(db, 'c')).toBe(3);
  });
});
