import { useCallback, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * Each actor's first snapshot, taken when the system starts: what the server rendered from. A component that is
 * still hydrating (a route's Suspense boundary hydrates after the shell, when the browser's actors may already have
 * moved on: auth logged in, the cart loading) must render exactly that, or React throws the server's HTML away and
 * renders the boundary anew, under the shopper's pointer. It re-renders with the live snapshot right after.
 */
const firstSnapshots = new WeakMap<AnyActorRef, unknown>();

/** Remembers the root's and its running children's first snapshots. Call once, right after `start()`. */
export function rememberServerSnapshots(root: AnyActorRef): void {
  const snapshot = root.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> };
  firstSnapshots.set(root, snapshot);
  for (const child of Object.values(snapshot.children ?? {})) {
    if (child) firstSnapshots.set(child, child.getSnapshot());
  }
}

function serverSnapshotOf<A extends AnyActorRef>(actor: A): SnapshotFrom<A> {
  return (firstSnapshots.has(actor) ? firstSnapshots.get(actor) : actor.getSnapshot()) as SnapshotFrom<A>;
}

/**
 * `useSelector` that hydrates safely: while hydrating (and on the server) it selects from the actor's first
 * snapshot, then from the live one. `selector` must return a primitive or a reference held in the snapshot.
 */
export function useSelected<A extends AnyActorRef, T>(
  actor: A,
  selector: (snapshot: SnapshotFrom<A>) => T,
): T;
export function useSelected<A extends AnyActorRef, T>(
  actor: A | undefined,
  selector: (snapshot: SnapshotFrom<A> | undefined) => T,
): T;
export function useSelected<A extends AnyActorRef, T>(
  actor: A | undefined,
  selector: (snapshot: SnapshotFrom<A> | undefined) => T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(
    subscribe,
    () => selector(actor?.getSnapshot() as SnapshotFrom<A> | undefined),
    () => selector(actor ? serverSnapshotOf(actor) : undefined),
  );
}
