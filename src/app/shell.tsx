import { useActorRef, useSelector } from '@xstate/react';
import { devInspect } from './inspector';
import { useRouter } from '@tanstack/react-router';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { shellMachine } from '../../machines/shellMachine';

type ShellActor = ActorRefFrom<typeof shellMachine>;

const ShellContext = createContext<ShellActor | null>(null);

/** Runs the shell machine for the page and closes both panels on every route change (spec 2). */
export function ShellProvider({ children }: { children: ReactNode }) {
  // react-aria's Modal locks page scrolling itself while a panel is open, so the machine's
  // lockScroll/unlockScroll actions keep their no-op defaults.
  const shell = useActorRef(shellMachine, { inspect: devInspect() });
  const router = useRouter();
  useEffect(
    () => router.subscribe('onResolved', () => shell.send({ type: 'shell.route.change' })),
    [router, shell],
  );
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

/** The shell actor: send it events; read it with the selectors below. */
export function useShell(): ShellActor {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell needs a <ShellProvider> above it.');
  return shell;
}

export function useCartPanelOpen(): boolean {
  return useSelector(useShell(), (s) => s.matches({ panel: { open: 'cart' } }));
}

export function useMobileMenuOpen(): boolean {
  return useSelector(useShell(), (s) => s.matches({ panel: { open: 'menu' } }));
}

export function useSearchShown(): boolean {
  return useSelector(useShell(), (s) => s.matches({ search: 'shown' }));
}
