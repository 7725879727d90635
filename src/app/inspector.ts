import type { InspectionEvent, Observer } from 'xstate';

let observer: Observer<InspectionEvent> | null | undefined;

/**
 * Events the inspector keeps until its window connects, oldest dropped first. A login alone makes 60+; the package's
 * default (200) lost the start of a session opened late.
 */
export const MAX_DEFERRED_EVENTS = 5000;

/** Opens the inspector's window; null until the inspector has loaded (and always in builds that cannot inspect). */
let open: (() => void) | null = null;
const openListeners = new Set<() => void>();

/** Calls `listener` when the inspector becomes ready to open (for `useSyncExternalStore`). */
export function subscribeInspector(listener: () => void): () => void {
  openListeners.add(listener);
  return () => openListeners.delete(listener);
}

/** The function that opens the inspector's window, once it can be opened; else null. */
export function inspectorOpener(): (() => void) | null {
  return open;
}

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
 * inspection event to the Stately inspector (loaded on first use, events buffered until then, and kept until its
 * window is opened from the "Open inspector" control); otherwise
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
      // Not started here: its window.open outside a user gesture is stopped by Chrome's pop-up blocker. The
      // "Open inspector" control (src/app/InspectorButton.tsx) starts it from a press; the events wait for it.
      const inspector = createBrowserInspector({ autoStart: false, maxDeferredEvents: MAX_DEFERRED_EVENTS });
      target = inspector.inspect;
      buffer.splice(0).forEach((event) => target?.next?.(event));
      let started = false;
      open = () => {
        if (!started) inspector.start();
        started = true;
      };
      openListeners.forEach((listener) => listener());
    });
  }
  return observer;
}
