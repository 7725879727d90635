import { useEffect } from 'react';
import type { RouterHistory } from '@tanstack/react-router';

/**
 * A server-rendered page hydrates in two parts. React hydrates the shell (header, menu, footer) first and the route's
 * content later, at its lowest priority: TanStack's root `<Outlet>` wraps the content in a Suspense boundary of its
 * own. A navigation in between (a press on a menu link, which has hydrated with the shell) changed the router's
 * matches before the content had hydrated; the content then hydrated against the next route's state, threw (React
 * error 422, TanStack/router#8306), and React rendered it anew. So navigations wait until the content has hydrated: the
 * first HTML's route renders `<ContentHydrated />` beside its component, and its effect runs once React has hydrated it.
 */

/** The longest a navigation waits: a page whose content never reports (a bug) must not hold every link. */
const CONTENT_HYDRATION_TIMEOUT_MS = 10_000;

interface ContentHydration {
  /** Resolves once the route's content has hydrated (at once where there was nothing to hydrate). */
  readonly hydrated: Promise<void>;
  /** Reports that the route's content has hydrated. */
  readonly report: () => void;
}

function contentHydration(): ContentHydration {
  let report = () => {};
  const hydrated = new Promise<void>((resolve) => {
    report = resolve;
  });
  return { hydrated, report };
}

/** Resolves once `page` has hydrated, or after `timeoutMs` whatever happened. */
function hydratedWithin(page: ContentHydration, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, timeoutMs);
  });
  return Promise.race([page.hydrated, timedOut]).finally(() => clearTimeout(timer));
}

/** One page load per document: the hydration of the first HTML (later pages render on the client). */
let current = contentHydration();

/** Rendered beside each route's component (and error and not-found screens): reports when React has hydrated it. */
export function ContentHydrated(): null {
  useEffect(() => current.report(), []);
  return null;
}

/**
 * Holds every navigation of `history` (links, `navigate()`, Back and Forward) until the content of the page the
 * server rendered has hydrated. The first navigation that waits calls `hurry` (React hydrates the content at its
 * lowest priority, which a busy phone may not reach for seconds) and waits at most `timeoutMs` from then. Returns the
 * release, which the hold also calls itself once the content has hydrated.
 */
export function holdNavigationsUntilHydrated(
  history: RouterHistory,
  { hurry, timeoutMs = CONTENT_HYDRATION_TIMEOUT_MS }: { hurry?: () => void; timeoutMs?: number } = {},
): () => void {
  const page = contentHydration();
  current = page;
  let ready: Promise<void> | undefined;
  const waitForContent = () => {
    hurry?.();
    return hydratedWithin(page, timeoutMs);
  };
  const release = history.block({
    // Never blocks: it only delays the navigation until the content is ready.
    blockerFn: () => (ready ??= waitForContent()).then(() => false),
    enableBeforeUnload: false,
  });
  void page.hydrated.then(release);
  return release;
}

/**
 * Resolves once the current page's content has hydrated (or, on a page the browser rendered itself, has mounted), or
 * after `timeoutMs` whatever happened. The actor system's start on the shopper's first activity waits for it
 * (src/main.tsx): started before, on a slow phone, the system's tasks and its hooks' updates held the content's
 * hydration back, and a tap on Add to cart then hydrated all of it inside the tap (76-167 ms at 12x CPU).
 */
export function contentHydrated(timeoutMs = CONTENT_HYDRATION_TIMEOUT_MS): Promise<void> {
  return hydratedWithin(current, timeoutMs);
}
