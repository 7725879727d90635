import { local, session } from '../safeStorage';

/** sessionStorage key of the reload counter: it survives the reload it guards. */
export const RELOAD_COUNT_KEY = 'session-reloads';

/** Reloads already done in this tab session (spec 4 allows one). */
export function readReloadCount(): number {
  return Number(session.get(RELOAD_COUNT_KEY) ?? 0) || 0;
}

/** Stores the count before the reload it counts (without sessionStorage the machine still reloads only once). */
export function writeReloadCount(count: number): void {
  session.set(RELOAD_COUNT_KEY, String(count));
}

/** Clears every cookie this page can see and all of localStorage (spec 4: a broken session starts over). */
export function clearCookiesAndStorage(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name && name !== 'locale') document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  local.clear();
}
