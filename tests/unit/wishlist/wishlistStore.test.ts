import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createWishlistStore } from '../../../src/wishlist/wishlistStore';

beforeEach(() => window.localStorage.clear());

describe('wishlist store', () => {
  it('keeps a visitor list, newest first, without duplicates', () => {
    const store = createWishlistStore();
    store.add(3);
    store.add(7);
    store.add(3);
    expect(store.snapshot()).toEqual([7, 3]);
    store.remove(7);
    expect(store.snapshot()).toEqual([3]);
  });

  it('returns the same array until the list changes (useSyncExternalStore needs a stable snapshot)', () => {
    const store = createWishlistStore();
    store.add(1);
    expect(store.snapshot()).toBe(store.snapshot());
  });

  it('merges the visitor list into the account at login and shows an empty visitor list after logout', () => {
    const store = createWishlistStore();
    window.localStorage.setItem('wishlist:42', JSON.stringify([9, 5]));
    store.add(5);
    store.add(8);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.adopt(42);
    expect(listener).toHaveBeenCalled();
    expect(store.snapshot()).toEqual([8, 5, 9]);
    expect(window.localStorage.getItem('wishlist')).toBeNull();
    store.release();
    expect(store.snapshot()).toEqual([]);
    store.adopt(42);
    expect(store.snapshot()).toEqual([8, 5, 9]);
    unsubscribe();
  });

  it('ignores corrupt storage', () => {
    window.localStorage.setItem('wishlist', '{not json');
    expect(createWishlistStore().snapshot()).toEqual([]);
    window.localStorage.setItem('wishlist', JSON.stringify(['x', -1, 4]));
    expect(createWishlistStore().snapshot()).toEqual([4]);
  });
});
