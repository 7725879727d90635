import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False during the server render and the hydration pass, true afterwards: gate anything read from browser storage. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
