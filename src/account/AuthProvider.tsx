import { useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate } from 'relay-runtime';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import type { AuthProviderViewerQuery } from '../../__generated__/AuthProviderViewerQuery.graphql';
import { authMachine, type TokenGrant } from '../../machines/authMachine';
import { devInspect } from '../app/inspector';
import { useT } from '../i18n/I18nProvider';
import { authRefusals, storeSessionToken } from '../relay/browser';
import { focusMainHeadingIfLost } from '../ui/focusHeading';
import { announce } from '../ui/LiveRegion';
import { cartCommands } from './cartCommands';
import { commitLogin } from './mutations/LoginMutation';
import { commitLoginWithProvider } from './mutations/LoginWithProviderMutation';
import { commitLogout } from './mutations/LogoutMutation';
import { commitRefreshToken } from './mutations/RefreshTokenMutation';
import { commitRegisterCustomer } from './mutations/RegisterCustomerMutation';
import { expiryToMs, tokenStorage } from './tokenStorage';
import { WISHLIST_META_KEY, wishlistStore } from '../wishlist/wishlistStore';
import { startRelayWishlistSync } from '../wishlist/wishlistSync';

const viewerQuery = graphql`
  query AuthProviderViewerQuery {
    viewer {
      databaseId
      username
      firstName
      lastName
      email
      avatar {
        url
      }
    }
    customer {
      metaData(key: "wishlist") {
        key
        value
      }
    }
  }
`;

export type AuthActor = ActorRefFrom<typeof authMachine>;

/** Who is logged in, for the header and the account area. */
export interface Viewer {
  databaseId: number;
  /** First name, else username. */
  name: string;
  email: string | null;
  avatarUrl: string | null;
}

interface AuthContextValue {
  /** Null until the page has hydrated: the tokens live in browser storage the server render cannot see. */
  actor: AuthActor | null;
  viewer: Viewer | null;
}

const AuthContext = createContext<AuthContextValue>({ actor: null, viewer: null });

interface Grantable {
  authToken?: string | null;
  authTokenExpiration?: string | null;
  refreshToken?: string | null;
  sessionToken?: string | null;
  user?: { databaseId: number } | null;
}

/** Stores a login's tokens (trimmed, in the configured storage), adopts the customer's session and wishlist. */
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
  if (login.user) wishlistStore.adopt(login.user.databaseId);
  return { tokenExpiresIn: authExpiresAt - now };
}

/**
 * Runs the auth machine for the page with Relay-backed actors (login, register, provider login, token refresh,
 * logout). The actor starts after hydration, from the stored token's expiry. Login refreshes the cart and merges
 * the visitor's wishlist; logout clears cart, tokens and customer, then goes home (or stays on /my-account).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const router = useRouter();
  const [actor, setActor] = useState<AuthActor | null>(null);
  const [viewer, setViewer] = useState<Viewer | null>(null);
  const t = useT();
  const deps = useRef({ environment, router, t });
  useEffect(() => {
    deps.current = { environment, router, t };
  }, [environment, router, t]);

  useEffect(() => {
    const env = () => deps.current.environment;
    const wishlistSync = startRelayWishlistSync(env, wishlistStore);
    const machine = authMachine.provide({
      actors: {
        login: fromPromise(async ({ input }) => storeGrant(await commitLogin(env(), input))),
        register: fromPromise(async ({ input }) => {
          await commitRegisterCustomer(env(), input);
          return storeGrant(await commitLogin(env(), { username: input.email, password: input.password }));
        }),
        loginWithProvider: fromPromise(async ({ input }) =>
          storeGrant(await commitLoginWithProvider(env(), input)),
        ),
        refreshToken: fromPromise(async () => {
          const refreshToken = tokenStorage.refreshToken();
          if (!refreshToken) throw new Error('No refresh token');
          const renewed = await commitRefreshToken(env(), refreshToken);
          return storeGrant({ ...renewed, refreshToken: null });
        }),
        logout: fromPromise(() => commitLogout(env())),
      },
      actions: {
        refreshCart: () => cartCommands.emit('cart.refresh'),
        clearCart: () => cartCommands.emit('cart.clear'),
        clearCookies: () => {
          tokenStorage.clear();
          storeSessionToken(null);
          wishlistStore.release();
        },
        clearCustomer: () => {
          setViewer(null);
          commitLocalUpdate(env(), (store) => {
            const root = store.getRoot();
            root.setValue(null, 'viewer');
            root.setValue(null, 'customer');
          });
        },
        announceLogin: () => {
          announce(deps.current.t('auth.announce.loggedIn'));
          focusMainHeadingIfLost();
        },
        announceLogout: () => {
          announce(deps.current.t('auth.announce.loggedOut'));
          focusMainHeadingIfLost();
        },
        navigateAfterLogout: () => {
          const { router: current } = deps.current;
          if (!current.state.location.pathname.startsWith('/my-account')) void current.navigate({ to: '/' });
        },
      },
    });
    const started = createActor(machine, {
      input: { tokenExpiresIn: tokenStorage.expiresIn() },
      inspect: devInspect(),
    });
    let loading = false;
    const subscription = started.subscribe((snapshot) => {
      if (!snapshot.matches({ authenticated: 'active' }) || loading) return;
      loading = true;
      fetchQuery<AuthProviderViewerQuery>(env(), viewerQuery, {}, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          const user = data?.viewer;
          if (!user) return;
          if (wishlistStore.owner() !== user.databaseId) wishlistStore.adopt(user.databaseId);
          const stored = data.customer?.metaData?.find((m) => m?.key === WISHLIST_META_KEY);
          wishlistSync.reconcile(user.databaseId, stored?.value);
          setViewer({
            databaseId: user.databaseId,
            name: user.firstName || user.username || '',
            email: user.email ?? null,
            avatarUrl: user.avatar?.url ?? null,
          });
        })
        .catch(() => {
          // The header keeps its generic avatar; the account screen reports its own errors.
        });
    });
    const stopWatching = started.subscribe((snapshot) => {
      if (!snapshot.matches('authenticated')) loading = false;
    });
    started.start();
    setActor(started);
    // The store refused the auth token: renew it once (the request is then retried), else continue as a guest.
    const stopRefusals = authRefusals.register(async (refusedToken, retried) => {
      if (!started.getSnapshot().matches('authenticated')) {
        tokenStorage.clear();
        return;
      }
      if (tokenStorage.authToken() !== refusedToken && !retried) return;
      started.send({ type: 'auth.refused', retried });
      await waitFor(started, (s) => !s.matches({ authenticated: 'refreshing' }));
    });
    return () => {
      stopRefusals();
      subscription.unsubscribe();
      stopWatching.unsubscribe();
      started.stop();
      wishlistSync.stop();
    };
  }, []);

  return <AuthContext.Provider value={{ actor, viewer }}>{children}</AuthContext.Provider>;
}

/** The auth actor, or null before hydration. Send it `auth.*` events. */
export function useAuthActor(): AuthActor | null {
  return useContext(AuthContext).actor;
}

/** The logged-in customer's name and avatar once loaded, else null. */
export function useViewer(): Viewer | null {
  return useContext(AuthContext).viewer;
}

export type AuthStatus = 'unknown' | 'guest' | 'authenticated';

/** 'unknown' on the server and until hydration; then whether someone is logged in (spec 6 roles). */
export function useAuthStatus(): AuthStatus {
  const actor = useAuthActor();
  return useSelector(actor ?? undefined, (snapshot) => {
    if (!snapshot) return 'unknown';
    return snapshot.matches('authenticated') || snapshot.matches('loggingOut') ? 'authenticated' : 'guest';
  });
}
