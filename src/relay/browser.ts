import { createRelayEnvironment, sentRequestCount, type AppEnvironment, type RecordMap } from './environment';
import {
  acceptSessionToken,
  sessionToken,
  storeSessionToken as replaceSessionToken,
  tokenStorage,
} from './credentials';

export const RECORDS_ELEMENT_ID = '__RELAY_RECORDS__';
/** The product list cursors the server render walked (src/catalog/ProductListCursors.ts). */
export const PAGE_CURSORS_ELEMENT_ID = '__PAGE_CURSORS__';

/** The store records the server serialised into the page, or null for a client-only start. */
export function readServerRecords(): RecordMap | null {
  const element = document.getElementById(RECORDS_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as RecordMap;
}

/** JSON the server render left in a script element, or null. */
export function readServerJson<T>(id: string): T | null {
  const element = document.getElementById(id);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as T;
}

/**
 * Replaces the `woocommerce-session` token (login returns the customer's session), forgets it with null, or with
 * undefined keeps it; either way, responses to requests sent before now can no longer replace it.
 */
export function storeSessionToken(token: string | null | undefined): void {
  replaceSessionToken(token, sentRequestCount());
}

/** Where the browser's network layer reports: the storefront's actor system (src/app/actors.ts). */
export interface BrowserReports {
  /** A failed operation's first message, for the session actor. */
  reportError: (message: string) => void;
  /** The store refused the auth token (HTTP 403): settles once it is renewed, or the shopper is a guest. */
  authRefused: (refusedToken: string, retried: boolean) => Promise<void>;
}

/** The browser tab's environment: same-origin `/graphql`, session token in local storage. */
export function createBrowserEnvironment(records: RecordMap | null, reports: BrowserReports): AppEnvironment {
  return createRelayEnvironment({
    endpoint: '/graphql',
    ...(records ? { records } : {}),
    getSessionToken: sessionToken,
    setSessionToken: acceptSessionToken,
    onAuthRefused: reports.authRefused,
    // Cookie or localStorage as configured; an expired token is not sent (the auth machine is renewing it).
    getAuthToken: () => tokenStorage.authToken(),
    onError: (error) => {
      if (error.messages[0]) reports.reportError(error.messages[0]);
    },
  });
}
