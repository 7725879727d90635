import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * `useSelector` that hydrates safely. On the server and while a component hydrates it selects from no snapshot at
 * all (`selector(undefined)`, the pre-start value): the server renders without the actor system, and a component
 * that hydrates after the system has started (a route's Suspense boundary) must still render what the server did,
 * or React throws the server's HTML away and renders the boundary anew, under the shopper's pointer. It re-renders
 * with the live snapshot right after. `selector` must return a primitive or a reference held in the snapshot.
 */
export function useSelected<A extends AnyActorRef, T>(
  actor: A | undefined,
  selector: (snapshot: SnapshotFrom<A> | undefined) => T,
): T {
  return useSyncExternalStore(
    useSubscribe(actor),
    () => selector(actor?.getSnapshot() as SnapshotFrom<A> | undefined),
    () => selector(undefined),
  );
}

/**
 * The selected value of an actor that only the browser has (a component the server never renders, such as the
 * checkout form, which shows once the actor system runs). Like @xstate/react's `useSelector`, without loading XState
 * with the route: the actor system brings XState after hydration on every page.
 */
export function useActorValue<A extends AnyActorRef, T>(
  actor: A,
  selector: (snapshot: SnapshotFrom<A>) => T,
): T {
  const select = () => selector(actor.getSnapshot() as SnapshotFrom<A>);
  return useSyncExternalStore(useSubscribe(actor), select, select);
}

/** React's subscribe for an actor's snapshots (none without an actor). */
function useSubscribe(actor: AnyActorRef | undefined): (onChange: () => void) => () => void {
  return useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
}
