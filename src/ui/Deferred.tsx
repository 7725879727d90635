import { Suspense, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Deferred as DeferredComponent } from './deferredHydration';

/**
 * How far ahead of the viewport a `near` component's code starts loading: half a screen, about 200 ms of a quick
 * scroll, more than its download on a 4G line.
 */
const NEAR_MARGIN = '50% 0px';

const subscribeNever = () => () => {};

/**
 * Calls `reached` once `element` comes within `NEAR_MARGIN` of the viewport, or the shopper presses on it or moves
 * the focus into it (a keyboard or screen-reader jump to it). Returns stop.
 */
export function whenNear(element: Element, reached: () => void): () => void {
  const intents = ['pointerdown', 'focusin'] as const;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
          rootMargin: NEAR_MARGIN,
        });
  const stop = () => {
    observer?.disconnect();
    intents.forEach((type) => element.removeEventListener(type, done, true));
  };
  const done = () => {
    stop();
    reached();
  };
  if (!observer) {
    done();
    return () => {};
  }
  observer.observe(element);
  intents.forEach((type) => element.addEventListener(type, done, true));
  return stop;
}

/**
 * Renders a component made with `deferredComponent` (./deferredHydration): below the first screen, it keeps the
 * server's HTML until its code has come, once the page has settled, or for a `near` component once its server HTML
 * comes near the viewport. Until then it renders with the props of its first render, in a Suspense
 * boundary memoised on them, so that a re-render above it is no update to the boundary that would make React throw
 * that HTML away.
 */
export function Deferred<P extends object>({
  component,
  props,
  fallback = null,
}: {
  component: DeferredComponent<P>;
  props: P;
  /** Shown only when the browser renders the page itself (a client-side navigation) before the code is in. */
  fallback?: ReactNode;
}) {
  const shown = component.useProps(props);
  const { Component } = component;
  // True only while this holder hydrates server HTML: the value its first render saw stays in the effect below.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  useEffect(() => {
    if (component.when !== 'near') return;
    // Rendered by the browser itself (a client-side navigation): nothing to keep, the code loads at once.
    if (!hydrating) return component.release();
    // Its server HTML, found while the page hydrates (`deferredComponent`'s `near`). None (it rendered nothing): its
    // code never loads on this page, as nothing of it shows.
    const element = component.near?.();
    return element ? whenNear(element, component.release) : undefined;
    // The first render's values: the holder decides once, when it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return useMemo(
    () => (
      <Suspense fallback={fallback}>
        <Component {...shown} />
      </Suspense>
    ),
    [Component, shown, fallback],
  );
}
