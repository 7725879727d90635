/** localStorage key of the visitor's wishlist; an account's list is `wishlist:{customerId}`. */
export const VISITOR_WISHLIST_KEY = 'wishlist';
/** The customer whose list is active (set at login, removed at logout). */
export const WISHLIST_OWNER_KEY = 'wishlist-owner';

const EMPTY: readonly number[] = Object.freeze([]);

function parseIds(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value)
      ? [...new Set(value.filter((id): id is number => Number.isSafeInteger(id) && id > 0))]
      : [];
  } catch {
    return [];
  }
}

/**
 * The wishlist: product database ids in localStorage, one list for visitors and one per customer, so logging out
 * never shows a customer's list to the next visitor. Read only in the browser; `snapshot()` is stable between
 * changes, as `useSyncExternalStore` requires.
 */
export function createWishlistStore(storage: () => Storage | null = () => window.localStorage) {
  const listeners = new Set<() => void>();
  let cached: { key: string; raw: string | null; ids: readonly number[] } | null = null;

  const get = (key: string): string | null => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const set = (key: string, value: string | null): void => {
    try {
      if (value === null) storage()?.removeItem(key);
      else storage()?.setItem(key, value);
    } catch {
      // Private mode: the list lives as long as the page.
    }
  };
  const owner = (): number | null => {
    const id = Number(get(WISHLIST_OWNER_KEY));
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  };
  const listKey = (customerId = owner()): string =>
    customerId === null ? VISITOR_WISHLIST_KEY : `${VISITOR_WISHLIST_KEY}:${customerId}`;
  const notify = () => listeners.forEach((listener) => listener());
  const write = (key: string, ids: readonly number[]) => {
    set(key, JSON.stringify(ids));
    notify();
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.startsWith(VISITOR_WISHLIST_KEY)) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  /** The active list (the logged-in customer's, else the visitor's). */
  const snapshot = (): readonly number[] => {
    const key = listKey();
    const raw = get(key);
    if (!cached || cached.key !== key || cached.raw !== raw)
      cached = { key, raw, ids: raw ? parseIds(raw) : EMPTY };
    return cached.ids;
  };
  const add = (productId: number): void => {
    const ids = snapshot();
    if (!ids.includes(productId)) write(listKey(), [productId, ...ids]);
  };
  const remove = (productId: number): void => {
    write(
      listKey(),
      snapshot().filter((id) => id !== productId),
    );
  };
  /** Makes `customerId`'s list active and moves the visitor's items into it (login, spec 6). */
  const adopt = (customerId: number): void => {
    const visitor = parseIds(get(VISITOR_WISHLIST_KEY));
    const account = parseIds(get(listKey(customerId)));
    set(WISHLIST_OWNER_KEY, String(customerId));
    set(VISITOR_WISHLIST_KEY, null);
    write(listKey(customerId), [...new Set([...visitor, ...account])]);
  };
  /** Back to the (empty) visitor list; the customer's list stays for their next login. */
  const release = (): void => {
    set(WISHLIST_OWNER_KEY, null);
    notify();
  };
  return { subscribe, snapshot, add, remove, adopt, release, owner };
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;

/** The page's wishlist store. */
export const wishlistStore = createWishlistStore();

/** Server render and first hydration pass: no list yet. */
export const serverWishlist = (): readonly number[] => EMPTY;
