/** sessionStorage key of the reload counter: it survives the reload it guards. */
export const RELOAD_COUNT_KEY = 'session-reloads';

/** Reloads already done in this tab session (spec 4 allows one). */
export function readReloadCount(): number {
  try {
    return Number(window.sessionStorage.getItem(RELOAD_COUNT_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/** Clears every cookie this page can see and all of localStorage (spec 4: a broken session starts over). */
export function clearCookiesAndStorage(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name && name !== 'locale') document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  try {
    window.localStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}
