import type { InspectionEvent, Observer } from 'xstate';

let observer: Observer<InspectionEvent> | null | undefined;

/** True in development when the page asks for the inspector (`?inspect`) or `VITE_XSTATE_INSPECT=true` is set. */
function wanted(): boolean {
  if (!import.meta.env.DEV || import.meta.env.MODE === 'test' || typeof window === 'undefined') return false;
  return (
    import.meta.env.VITE_XSTATE_INSPECT === 'true' ||
    new URLSearchParams(window.location.search).has('inspect')
  );
}

/**
 * The `inspect` option for `createActor`/`useActorRef`: in development and only when opted in, forwards every
 * inspection event to the Stately inspector (loaded on first use, events buffered until then); otherwise
 * undefined, so tests, the server render and production builds never load or open it.
 */
export function devInspect(): Observer<InspectionEvent> | undefined {
  if (observer !== undefined) return observer ?? undefined;
  if (!wanted()) {
    observer = null;
    return undefined;
  }
  const buffer: InspectionEvent[] = [];
  let target: Observer<InspectionEvent> | null = null;
  observer = {
    next: (event) => {
      if (target) target.next?.(event);
      else buffer.push(event);
    },
  };
  void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    target = createBrowserInspector().inspect;
    buffer.splice(0).forEach((event) => target?.next?.(event));
  });
  return observer;
}
