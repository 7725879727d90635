import { commitLocalUpdate, fetchQuery } from 'relay-runtime';
import { fromPromise } from 'xstate';
import type { ViewerQuery } from '../../__generated__/ViewerQuery.graphql';
import type { authMachine, TokenGrant, ViewerLoad } from '../../machines/authMachine';
import type { AppEnvironment } from '../relay/environment';
import { storeSessionToken } from '../relay/browser';
import { focusMainHeadingIfLost } from '../ui/focusHeading';
import { announce } from '../ui/LiveRegion';
import { WISHLIST_META_KEY } from '../wishlist';
import { expiryToMs, tokenStorage } from '../relay/credentials';
import { viewerQuery } from './ViewerQuery';

interface Grantable {
  authToken?: string | null;
  authTokenExpiration?: string | null;
  refreshToken?: string | null;
  sessionToken?: string | null;
  user?: { databaseId: number } | null;
}

/** Stores a login's tokens (trimmed, in the configured storage) and adopts the customer's session token. */
function storeGrant(login: Grantable): TokenGrant {
  const now = Date.now();
  const authExpiresAt = expiryToMs(login.authTokenExpiration, now);
  tokenStorage.save({
    authToken: login.authToken ?? '',
    authExpiresAt,
    refreshToken: login.refreshToken ?? null,
  });
  // The customer's session token came in the response header (and in `sessionToken` where the store has it);
  // responses to requests sent before the login can no longer replace it.
  storeSessionToken(login.sessionToken || undefined);
  return { tokenExpiresIn: authExpiresAt - now, customerId: login.user?.databaseId ?? null };
}

/**
 * The auth machine's Relay-backed implementations (login, register, provider login, token refresh, logout, the
 * viewer) and its effects on the page: stored tokens, the Relay store, announcements, the route after logout.
 */
/** What logout needs of the router: where the shopper is, and the way home. */
export interface AfterLogout {
  pathname: () => string;
  goHome: () => void;
}

export function authImplementations(environment: AppEnvironment, route: AfterLogout) {
  const mutations = () => import('./authMutations');
  return {
    actors: {
      login: fromPromise(async ({ input }) => {
        const { commitLogin } = await mutations();
        return storeGrant(await commitLogin(environment, input));
      }),
      register: fromPromise(async ({ input }) => {
        const { commitLogin, commitRegisterCustomer } = await mutations();
        await commitRegisterCustomer(environment, input);
        return storeGrant(
          await commitLogin(environment, { username: input.email, password: input.password }),
        );
      }),
      loginWithProvider: fromPromise(async ({ input }) => {
        const { commitLoginWithProvider } = await mutations();
        return storeGrant(await commitLoginWithProvider(environment, input));
      }),
      refreshToken: fromPromise(async () => {
        const refreshToken = tokenStorage.refreshToken();
        if (!refreshToken) throw new Error('No refresh token');
        const { commitRefreshToken } = await mutations();
        const renewed = await commitRefreshToken(environment, refreshToken);
        return storeGrant({ ...renewed, refreshToken: null, user: null });
      }),
      logout: fromPromise(async () => {
        const { commitLogout } = await mutations();
        await commitLogout(environment);
      }),
      loadViewer: fromPromise(async (): Promise<ViewerLoad> => {
        const data = await fetchQuery<ViewerQuery>(
          environment,
          viewerQuery,
          {},
          { fetchPolicy: 'network-only' },
        ).toPromise();
        // The viewer stays in the store, where the header and the account area read it; the machine learns whose
        // it is and the account's stored wishlist.
        const user = data?.viewer;
        if (!user) throw new Error('No viewer');
        const stored = data.customer?.metaData?.find((m) => m?.key === WISHLIST_META_KEY);
        return { customerId: user.databaseId, wishlist: stored?.value ?? null };
      }),
    },
    actions: {
      clearCookies: () => {
        tokenStorage.clear();
        storeSessionToken(null);
      },
      clearCustomer: () =>
        commitLocalUpdate(environment, (store) => {
          const root = store.getRoot();
          root.setValue(null, 'viewer');
          root.setValue(null, 'customer');
        }),
      announceLogin: () => {
        announce((t) => t('auth.announce.loggedIn'));
        focusMainHeadingIfLost();
      },
      announceLogout: () => {
        announce((t) => t('auth.announce.loggedOut'));
        focusMainHeadingIfLost();
      },
      navigateAfterLogout: () => {
        if (!route.pathname().startsWith('/my-account')) route.goHome();
      },
    },
  } satisfies Parameters<typeof authMachine.provide>[0];
}
