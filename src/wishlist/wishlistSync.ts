import type { Environment } from 'relay-runtime';
import { commitSaveWishlist } from './SaveWishlistMutation';
import { parseStoredList, type WishlistStore } from './wishlistStore';

/** Changes made in quick succession (several hearts clicked) are saved as one update. */
const SAVE_DELAY_MS = 400;

/**
 * Keeps a logged-in customer's wishlist on their account, so it follows them to other devices: at login the list
 * stored on the account is merged with the visitor's items (`reconcile`), and every later change is saved after
 * a short pause. The list on this device is written first and never dropped: a failed save is retried with the
 * next change or the next login.
 */
export function startWishlistSync(
  store: WishlistStore,
  save: (ids: readonly number[]) => Promise<void>,
  delayMs = SAVE_DELAY_MS,
): { reconcile: (customerId: number, storedValue: string | null | undefined) => void; stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest: { customerId: number; ids: readonly number[] } | null = null;

  const flush = () => {
    timer = null;
    const change = latest;
    latest = null;
    if (!change || store.owner() !== change.customerId) return;
    save(change.ids).catch(() => {
      // Kept on this device; saved again with the next change or reconciled at the next login.
    });
  };
  const schedule = (customerId: number, ids: readonly number[]) => {
    latest = { customerId, ids };
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(flush, delayMs);
  };
  const unsubscribe = store.onAccountChange(schedule);

  return {
    reconcile(customerId, storedValue) {
      const update = store.reconcile(customerId, parseStoredList(storedValue));
      if (update) schedule(customerId, update);
    },
    stop() {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    },
  };
}

/** The sync for the page, saving through Relay. */
export function startRelayWishlistSync(environment: () => Environment, store: WishlistStore) {
  return startWishlistSync(store, (ids) => commitSaveWishlist(environment(), ids));
}
