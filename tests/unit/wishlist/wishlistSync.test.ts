import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWishlistStore, parseStoredList } from '../../../src/wishlist/wishlistStore';
import { startWishlistSync } from '../../../src/wishlist/wishlistSync';

beforeEach(() => {
  window.localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('account wishlist sync', () => {
  it('takes the list stored on the account plus the items a visitor brought to the login', () => {
    const store = createWishlistStore();
    // A stale copy from an earlier login on this device: 9 was removed on another device since.
    window.localStorage.setItem('wishlist:42', JSON.stringify([9, 5]));
    store.add(8);
    store.adopt(42);
    const save = vi.fn(() => Promise.resolve());
    const sync = startWishlistSync(store, save, 100);
    sync.reconcile(42, '[5,3]');
    expect(store.snapshot()).toEqual([8, 5, 3]);
    vi.advanceTimersByTime(100);
    expect(save).toHaveBeenCalledExactlyOnceWith([8, 5, 3]);
    // The visitor items are merged once: the next login takes the account's list as it is.
    store.release();
    store.adopt(42);
    sync.reconcile(42, '[8,5,3]');
    vi.advanceTimersByTime(100);
    expect(store.snapshot()).toEqual([8, 5, 3]);
    expect(save).toHaveBeenCalledTimes(1);
    sync.stop();
  });

  it("uploads this device's list when the account has none yet, and nothing when both are empty", () => {
    const store = createWishlistStore();
    const save = vi.fn(() => Promise.resolve());
    const sync = startWishlistSync(store, save, 100);
    store.adopt(7);
    sync.reconcile(7, null);
    vi.advanceTimersByTime(100);
    expect(save).not.toHaveBeenCalled();
    window.localStorage.setItem('wishlist:8', JSON.stringify([4]));
    store.adopt(8);
    sync.reconcile(8, undefined);
    vi.advanceTimersByTime(100);
    expect(save).toHaveBeenCalledExactlyOnceWith([4]);
    sync.stop();
  });

  it("saves a customer's changes once after a burst, never a visitor's, and keeps the list when a save fails", async () => {
    const store = createWishlistStore();
    const save = vi.fn(() => Promise.reject(new Error('offline')));
    const sync = startWishlistSync(store, save, 100);
    store.add(1);
    vi.advanceTimersByTime(100);
    expect(save).not.toHaveBeenCalled();
    store.adopt(42);
    store.add(2);
    store.add(3);
    store.remove(1);
    vi.advanceTimersByTime(99);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledExactlyOnceWith([3, 2]);
    await Promise.resolve();
    expect(store.snapshot()).toEqual([3, 2]);
    // A change made after logout is not sent to the account that logged out.
    store.add(4);
    store.release();
    vi.advanceTimersByTime(100);
    expect(save).toHaveBeenCalledTimes(1);
    sync.stop();
  });

  it('reads the stored value defensively', () => {
    expect(parseStoredList('[3,"x",3,-1,4]')).toEqual([3, 4]);
    expect(parseStoredList('{"a":1}')).toBeNull();
    expect(parseStoredList('not json')).toBeNull();
    expect(parseStoredList('')).toBeNull();
    expect(parseStoredList(null)).toBeNull();
  });
});
