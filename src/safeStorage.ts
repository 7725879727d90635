/**
 * localStorage and sessionStorage that never throw: private mode, a full quota or the server render (no `window`)
 * read as empty and drop writes. Every browser-storage read and write of the app goes through here.
 */
export interface SafeStorage {
  get: (key: string) => string | null;
  /** Stores `value`, or removes the key for null. */
  set: (key: string, value: string | null) => void;
  clear: () => void;
}

function safeStorage(pick: () => Storage): SafeStorage {
  const storage = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : pick();
    } catch {
      return null;
    }
  };
  return {
    get(key) {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        if (value === null) storage()?.removeItem(key);
        else storage()?.setItem(key, value);
      } catch {
        // Unavailable or full: the value lives only as long as the page.
      }
    },
    clear() {
      try {
        storage()?.clear();
      } catch {
        // Nothing to clear.
      }
    },
  };
}

/** The browser's localStorage: tokens, the wishlist. */
export const local = safeStorage(() => window.localStorage);
/** The tab's sessionStorage: the checkout draft, reload counters. */
export const session = safeStorage(() => window.sessionStorage);
