import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { hydratingServerPage } from './deferredHydration';

/**
 * The component `name` of the module `load` imports, with its code beside the importing chunk rather than in it.
 * In the browser the download starts as soon as the importing module runs, but on the server's page, still to
 * hydrate, only when `shown()` finds the component's server HTML there (earlier than React reaches it as it
 * hydrates), and otherwise when it first renders: a first visit of a page without it never downloads it. The server
 * renders it at once (a page is sent when everything has rendered); hydrating, the Suspense boundary around it keeps
 * the server's HTML until the code is in, while the rest of the page is live already. For widgets whose code is large
 * and whose first state the server draws: a variable product's options (not a simple product's).
 */
export function lazyBeside<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  shown: () => Element | null,
): LazyExoticComponent<ComponentType<P>> {
  const loading = !import.meta.env.SSR && (!hydratingServerPage() || shown()) ? load() : null;
  return lazy(() => (loading ?? load()).then((module) => ({ default: module[name] })));
}
