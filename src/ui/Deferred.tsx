import { Suspense, useMemo, type ReactNode } from 'react';
import type { Deferred as DeferredComponent } from './deferredHydration';

/**
 * Renders a component made with `deferredComponent` (./deferredHydration): below the first screen, it keeps the
 * server's HTML until its code has come, once the page has settled. Until then it renders with the props of its
 * first render, in a Suspense boundary memoised on them, so that a re-render above it is no update to the boundary
 * that would make React throw that HTML away.
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
  return useMemo(
    () => (
      <Suspense fallback={fallback}>
        <Component {...shown} />
      </Suspense>
    ),
    [Component, shown, fallback],
  );
}
