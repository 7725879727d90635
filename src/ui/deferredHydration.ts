import { lazy, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';

/** Whether the page came rendered from the server: the first render in the browser is then a hydration. */
const serverRendered = () =>
  typeof document !== 'undefined' && document.getElementById('app')?.firstElementChild;

/** Whether `settlePage` has been called: the server's page has hydrated and settled. */
let hasSettled = false;

/**
 * Whether the page is the server's HTML, still to hydrate or settle: a route's loader then fetches nothing that HTML
 * has no need of (src/router.tsx: the store HTML's sanitiser). On a page the browser renders itself, it loads with its
 * module, ready for what the page will render.
 */
export function hydratingServerPage(): boolean {
  return !hasSettled && Boolean(serverRendered());
}

/** The page has hydrated, and the shopper acted or the browser was idle (src/app/storefrontHost.ts). */
export function settlePage(): void {
  hasSettled = true;
}

export interface Deferred<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /**
   * False on the server, while hydrating and until the code has loaded and React has seen it: the holder keeps
   * passing the props of its first render meanwhile (an update to a boundary that cannot hydrate yet would throw the
   * server's HTML away), then the live ones.
   */
  useReady: () => boolean;
  /**
   * The props to render it with: those of the holder's first render until `useReady`, the live ones after. Render it
   * in a Suspense boundary memoised on them, so that a re-render of the holder is no update to the boundary.
   */
  useProps: (live: P) => P;
  /** Lets the code load (the `Deferred` holder calls it, and a holder's neighbour may). Until then it waits. */
  release: () => void;
  /**
   * When the code loads, once released: when its server HTML comes near the viewport or the shopper reaches for it
   * (`near`), or only when the shopper reaches for it (`intent`).
   */
  when: 'near' | 'intent';
  /** Its server HTML, which the `Deferred` holder watches while the page hydrates. */
  near: () => Element | null;
}

/**
 * The component `name` of the module `load` imports, for a widget whose server HTML is complete and whose code no
 * first interaction of the page needs. Its code loads once the `Deferred` holder (src/ui/Deferred.tsx) releases it:
 * when that HTML (`near` finds it) comes near the viewport or the shopper points at it or moves the focus into it,
 * and at once on a page the browser renders itself. For what sits at the foot of a long page (the review form, the
 * related products): a shopper who never scrolls there never downloads it. Until then its Suspense boundary keeps
 * the server's HTML, so the page looks the same and the rest of it is live; its code is not part of the page's
 * first load.
 *
 * With `onIntent`, the code waits for the shopper alone: a pointer over its server HTML, a press on it or the focus
 * moving into it, never the viewport. For a widget in view that most visits never use (the lists' sort, a product's
 * gallery tabs and options). A press or a moving key that comes before the code (on a phone, the tap that asked for
 * it) is not lost: the `Deferred` holder plays it again on the live widget.
 *
 * With `loadIfShown`, the code loads as the page's modules run when that HTML is on show then (a wide screen's header
 * search and list filters, as early as the page's own code, not once their holder has hydrated and seen them
 * near: a keyboard shopper's Enter on the server's "Clear filters" in between was lost). Hidden (a phone's folded
 * filters, its header search behind the icon), it waits for the holder or the shopper's reach. Not for what is only
 * just below the fold (the review form), which would then load on every visit.
 */
export function deferredComponent<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  {
    near,
    loadIfShown = false,
    onIntent = false,
  }: { near: () => Element | null; loadIfShown?: boolean; onIntent?: boolean },
): Deferred<P> {
  let ready = false;
  const listeners = new Set<() => void>();
  let loading: Promise<ComponentType<P>> | null = null;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const start = () =>
    (loading ??= (import.meta.env.SSR ? load() : released.then(load)).then((module) => {
      // React sees the lazy component resolve a microtask later; live props come after that.
      if (!import.meta.env.SSR)
        setTimeout(() => {
          ready = true;
          listeners.forEach((listener) => listener());
        }, 0);
      return module[name];
    }));
  // In the browser the wait starts with the importing module, so the code comes as soon as it is released.
  if (!import.meta.env.SSR) {
    start().catch(() => {});
    if (loadIfShown && typeof document !== 'undefined' && (near()?.getClientRects().length ?? 0) > 0)
      release();
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const useReady = () =>
    useSyncExternalStore(
      subscribe,
      () => ready,
      () => false,
    );
  return {
    Component: lazy(async () => ({ default: await start() })),
    useReady,
    useProps: (live) => {
      const [first] = useState(live);
      return useReady() ? live : first;
    },
    release: () => release(),
    when: onIntent ? 'intent' : 'near',
    near,
  };
}
