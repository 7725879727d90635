import { lazy, useState, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Widgets whose server HTML is complete and whose code no first interaction needs (the product gallery's tabs) load,
 * where a page renders them, once a server-rendered page has settled: it has hydrated and the shopper acted or the
 * browser was idle (src/app/storefrontHost.ts calls `settlePage`). Until then their Suspense boundary keeps the server's HTML, so
 * the page looks the same and the rest of it is live; their code is not part of the page's first load. On a page
 * the browser rendered itself (a client-side navigation, the tests) there is nothing to wait for.
 */
let settle: (() => void) | null = null;
let settled: Promise<void> | null = null;

/** Whether the page came rendered from the server: the first render in the browser is then a hydration. */
const serverRendered = () =>
  typeof document !== 'undefined' && document.getElementById('app')?.firstElementChild;

function pageSettled(): Promise<void> {
  settled ??= serverRendered() ? new Promise<void>((resolve) => (settle = resolve)) : Promise.resolve();
  return settled;
}

/** Whether `settlePage` has been called: the server's page has hydrated and settled. */
let hasSettled = false;

/**
 * Whether the page is the server's HTML, still to hydrate or settle: code that loads "with the page" then loads only
 * for what that HTML holds, when React renders it as it hydrates (`deferredComponent`'s `settled` components) or
 * when src/ui/lazyBeside.ts finds it, and a route's loader fetches nothing that HTML has no need of (src/router.tsx:
 * the store HTML's sanitiser). On a page the browser renders itself, it loads with its module, ready for what the
 * page will render.
 */
export function hydratingServerPage(): boolean {
  return !hasSettled && Boolean(serverRendered());
}

/** The page has hydrated, and the shopper acted or the browser was idle. */
export function settlePage(): void {
  hasSettled = true;
  if (settled === null) settled = Promise.resolve();
  settle?.();
  settle = null;
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
  /**
   * `near` and `intent` components only (the `Deferred` holder calls it): lets the code load. Until then their code
   * waits, whatever renders them.
   */
  release: () => void;
  /**
   * When the code loads: once the page has settled, or once the `Deferred` holder releases it: when its server HTML
   * comes near the viewport or the shopper reaches for it (`near`), or only when the shopper reaches for it
   * (`intent`).
   */
  when: 'settled' | 'near' | 'intent';
  /** A `near` or `intent` component's server HTML, which the `Deferred` holder watches while the page hydrates. */
  near: (() => Element | null) | null;
}

/**
 * The component `name` of the module `load` imports, loaded once the page has settled (see above), or with `near`
 * (a getter of its server HTML) once the `Deferred` holder releases it: when that HTML comes near the viewport or the
 * shopper points at it or moves the focus into it, at once on a page the browser renders itself. For what sits at the
 * foot of a long page (the review form, the related products): a shopper who never scrolls there never downloads it.
 *
 * With `onIntent`, the code waits for the shopper alone: a pointer over its server HTML, a press on it or the focus
 * moving into it, never the viewport. For a widget in view that most visits never use (the lists' sort). A press that
 * comes before the code (on a phone, the tap that asked for it) is not lost: the `Deferred` holder plays it again on
 * the live widget.
 *
 * With `loadIfShown`, the code loads as the page's modules run when that HTML is on show then (a wide screen's header
 * search and list filters, as early as what loads beside the page, not once their holder has hydrated and seen them
 * near: a keyboard shopper's Enter on the server's "Clear filters" in between was lost). Hidden (a phone's folded
 * filters, its header search behind the icon), it waits for the holder or the shopper's reach. Not for what is only
 * just below the fold (the review form), which would then load on every visit.
 */
export function deferredComponent<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  {
    near = null,
    loadIfShown = false,
    onIntent = false,
  }: { near?: (() => Element | null) | null; loadIfShown?: boolean; onIntent?: boolean } = {},
): Deferred<P> {
  const when = !near ? 'settled' : onIntent ? 'intent' : 'near';
  let ready = false;
  const listeners = new Set<() => void>();
  let loading: Promise<ComponentType<P>> | null = null;
  let release = () => {};
  const released = when !== 'settled' ? new Promise<void>((resolve) => (release = resolve)) : null;
  const start = () =>
    (loading ??= (import.meta.env.SSR ? load() : (released ?? pageSettled()).then(load)).then((module) => {
      // React sees the lazy component resolve a microtask later; live props come after that.
      if (!import.meta.env.SSR)
        setTimeout(() => {
          ready = true;
          listeners.forEach((listener) => listener());
        }, 0);
      return module[name];
    }));
  // In the browser the wait starts with the importing module, so the code comes as soon as it may. Not for a `settled`
  // one on the server's page: its wait starts when React renders it as it hydrates (always before the page settles
  // but for content hydrating late), and a page that never renders it (a product with one image has no gallery tabs)
  // never downloads it.
  if (!import.meta.env.SSR) {
    if (when !== 'settled' || !hydratingServerPage()) start().catch(() => {});
    const shown = loadIfShown && typeof document !== 'undefined' ? near?.() : null;
    if (shown && shown.getClientRects().length > 0) release();
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
    when,
    near,
  };
}
