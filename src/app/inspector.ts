import type { InspectionEvent, Observer } from 'xstate';

let observer: Observer<InspectionEvent> | null | undefined;

/**
 * Whether this build may open the inspector at all: development always; a production build only when it was built
 * with `VITE_XSTATE_INSPECT=true` (otherwise the inspector's code is left out of the bundle).
 */
const INSPECTABLE_BUILD = import.meta.env.DEV || import.meta.env.VITE_XSTATE_INSPECT === 'true';

/**
 * True when the page asks for the inspector (`?inspect`), or, in development, when `VITE_XSTATE_INSPECT=true` is
 * set. A production build never opens it by itself: shoppers of an inspectable build see nothing without `?inspect`.
 */
function wanted(): boolean {
  if (!INSPECTABLE_BUILD || import.meta.env.MODE === 'test' || typeof window === 'undefined') return false;
  return (
    new URLSearchParams(window.location.search).has('inspect') ||
    (import.meta.env.DEV && import.meta.env.VITE_XSTATE_INSPECT === 'true')
  );
}

/**
 * The `inspect` option for `createActor`/`useActorRef`: when opted in (see `wanted`), forwards every
 * inspection event to the Stately inspector (loaded on first use, events buffered until then); otherwise
 * undefined, so tests, the server render and ordinary production builds never load or open it.
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
  // The condition repeats INSPECTABLE_BUILD literally so the bundler drops the import (and its chunk) from builds
  // that cannot inspect.
  if (import.meta.env.DEV || import.meta.env.VITE_XSTATE_INSPECT === 'true') {
    void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      target = createBrowserInspector().inspect;
      buffer.splice(0).forEach((event) => target?.next?.(event));
    });
  }
  return observer;
}
