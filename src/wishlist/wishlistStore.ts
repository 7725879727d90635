import { local, type SafeStorage } from '../safeStorage';

/** localStorage key of the visitor's wishlist; an account's list is `wishlist:{customerId}`. */
const VISITOR_WISHLIST_KEY = 'wishlist';
/** The customer meta key under which an account keeps its wishlist. */
export const WISHLIST_META_KEY = 'wishlist';
/** The customer whose list is active (set at login, removed at logout). */
const WISHLIST_OWNER_KEY = 'wishlist-owner';
/** Visitor items moved into an account at login that the account's stored list (on the server) has not seen. */
const PENDING_KEY = 'wishlist-pending';

/** A change of a customer's list made on this page, to be saved to their account. */
export type AccountListChange = (customerId: number, ids: readonly number[]) => void;

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
export function createWishlistStore(storage: SafeStorage = local) {
  const listeners = new Set<() => void>();
  const accountListeners = new Set<AccountListChange>();
  let cached: { key: string; raw: string | null; ids: readonly number[] } | null = null;

  // Private mode: the list lives as long as the page.
  const { get, set } = storage;
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
  /** Writes the active list; a customer's change is also reported for saving to their account. */
  const writeActive = (ids: readonly number[]) => {
    const customerId = owner();
    write(listKey(customerId), ids);
    if (customerId !== null) accountListeners.forEach((listener) => listener(customerId, ids));
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
    if (!ids.includes(productId)) writeActive([productId, ...ids]);
  };
  const remove = (productId: number): void => {
    writeActive(snapshot().filter((id) => id !== productId));
  };
  /**
   * Makes `customerId`'s list active and moves the visitor's items into it (login, spec 6). The moved items
   * are remembered until `reconcile` has merged them into the list stored on the account.
   */
  const adopt = (customerId: number): void => {
    const visitor = parseIds(get(VISITOR_WISHLIST_KEY));
    const account = parseIds(get(listKey(customerId)));
    const pending = parseIds(get(`${PENDING_KEY}:${customerId}`));
    set(WISHLIST_OWNER_KEY, String(customerId));
    set(VISITOR_WISHLIST_KEY, null);
    if (visitor.length)
      set(`${PENDING_KEY}:${customerId}`, JSON.stringify([...new Set([...visitor, ...pending])]));
    write(listKey(customerId), [...new Set([...visitor, ...account])]);
  };
  /**
   * Takes the list stored on the account (null when it has none yet) as the truth, plus the visitor items moved
   * in at login; without a stored list the list kept on this device stands. Returns the list when the account
   * must be updated to match, else null.
   */
  const reconcile = (customerId: number, stored: readonly number[] | null): readonly number[] | null => {
    const pendingKey = `${PENDING_KEY}:${customerId}`;
    const local = parseIds(get(listKey(customerId)));
    const pending = parseIds(get(pendingKey));
    const merged = stored === null ? local : [...new Set([...pending, ...stored])];
    set(pendingKey, null);
    if (owner() === customerId) write(listKey(customerId), merged);
    else set(listKey(customerId), JSON.stringify(merged));
    const same =
      stored !== null && stored.length === merged.length && stored.every((id, i) => merged[i] === id);
    return same || (stored === null && merged.length === 0) ? null : merged;
  };
  /** Back to the (empty) visitor list; the customer's list stays for their next login. */
  const release = (): void => {
    set(WISHLIST_OWNER_KEY, null);
    notify();
  };
  /** Listens to changes of a customer's list made on this page (add, remove), for saving to the account. */
  const onAccountChange = (listener: AccountListChange): (() => void) => {
    accountListeners.add(listener);
    return () => accountListeners.delete(listener);
  };
  return { subscribe, snapshot, add, remove, adopt, reconcile, release, owner, onAccountChange };
}

/** Reads the ids of an account's stored list (`wishlist` meta value, a JSON array); null when absent or broken. */
export function parseStoredList(value: string | null | undefined): number[] | null {
  if (value === null || value === undefined || value === '') return null;
  try {
    return Array.isArray(JSON.parse(value)) ? parseIds(value) : null;
  } catch {
    return null;
  }
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;

/** The page's wishlist store. */
export const wishlistStore = createWishlistStore();

/** Server render and first hydration pass: no list yet. */
export const serverWishlist = (): readonly number[] => EMPTY;
