/** The account area's tabs, in display order; `?tab=` selects one (spec 2: `wishlist` selects the wishlist). */
export const ACCOUNT_TABS = ['details', 'password', 'orders', 'downloads', 'wishlist'] as const;

export type AccountTab = (typeof ACCOUNT_TABS)[number];

export interface AccountSearch {
  tab?: AccountTab;
}

/** `validateSearch` for `/my-account`: an unknown or missing tab falls back to the first one (no error). */
export function validateAccountSearch(search: Record<string, unknown>): AccountSearch {
  const tab = ACCOUNT_TABS.find((name) => name === search.tab);
  return tab ? { tab } : {};
}

export interface LostPasswordSearch {
  key?: string;
  login?: string;
}

/** `validateSearch` for `/my-account/lost-password`: the key and login of the e-mailed link, when both are text. */
export function validateLostPasswordSearch(search: Record<string, unknown>): LostPasswordSearch {
  const key = typeof search.key === 'string' ? search.key.trim() : '';
  const login =
    typeof search.login === 'string'
      ? search.login.trim()
      : typeof search.login === 'number'
        ? String(search.login)
        : '';
  return key && login ? { key, login } : {};
}

export interface OAuthSearch {
  code?: string;
  state?: string;
  error?: string;
}

/** `validateSearch` for `/oauth/login/$provider`: the provider's answer. */
export function validateOAuthSearch(search: Record<string, unknown>): OAuthSearch {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const code = text(search.code);
  const state = text(search.state);
  const error = text(search.error);
  return { ...(code ? { code } : {}), ...(state ? { state } : {}), ...(error ? { error } : {}) };
}
