import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { commitLocalUpdate } from 'relay-runtime';
import { useRelayEnvironment } from 'react-relay';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { sessionMachine } from '../../machines/sessionMachine';
import { commitLogout } from '../account/mutations/LogoutMutation';
import { sessionErrors } from '../relay/browser';
import { devInspect } from './inspector';

type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

/**
 * Requests cut off by leaving the page fail like a broken session (the cart refresh rejects while the next page
 * loads); once the page is going, nothing is cleared, counted or reloaded. Set only in the browser.
 */
const page = { leaving: false };

/** sessionStorage key of the reload counter: it survives the reload it guards. */
export const RELOAD_COUNT_KEY = 'session-reloads';

function readReloadCount(): number {
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

/**
 * Runs the session machine for the tab: session errors from any call and failed cart refreshes reset the
 * session, with at most one reload per tab session. Renders nothing of its own.
 */
export function SessionProvider({
  children,
  logout,
}: {
  children: ReactNode;
  /** Ends the customer's session on the server before the reload. @default the `Logout` mutation */
  logout?: () => Promise<void>;
}) {
  const environment = useRelayEnvironment();
  const session = useActorRef(
    sessionMachine.provide({
      actors: { logout: fromPromise(logout ?? (() => commitLogout(environment))) },
      actions: {
        recordReload: (_, { reloadCount }) => {
          if (page.leaving) return;
          try {
            window.sessionStorage.setItem(RELOAD_COUNT_KEY, String(reloadCount));
          } catch {
            // Without sessionStorage the counter cannot persist; the machine still allows only one reload.
          }
        },
        clearStorage: () => {
          if (!page.leaving) clearCookiesAndStorage();
        },
        resetSession: () => {
          if (page.leaving) return;
          commitLocalUpdate(environment, (store) => {
            const root = store.getRoot();
            root.setValue(null, 'cart');
            root.setValue(null, 'customer');
            root.setValue(null, 'viewer');
          });
        },
        reload: () => {
          if (!page.leaving) window.location.reload();
        },
      },
    }),
    { input: { reloadCount: typeof window === 'undefined' ? 0 : readReloadCount() }, inspect: devInspect() },
  );
  useEffect(() => {
    const onLeave = () => {
      page.leaving = true;
    };
    const onShow = () => {
      page.leaving = false;
    };
    window.addEventListener('beforeunload', onLeave);
    window.addEventListener('pagehide', onLeave);
    window.addEventListener('pageshow', onShow);
    return () => {
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pagehide', onLeave);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);
  useEffect(
    () => sessionErrors.subscribe((message) => session.send({ type: 'session.error', message })),
    [session],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session actor, e.g. for the cart to report `session.cart.failed`. */
export function useSessionActor(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionActor needs a <SessionProvider> above it.');
  return session;
}
