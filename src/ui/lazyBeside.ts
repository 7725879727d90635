import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The component `name` of the module `load` imports, with its code beside the importing chunk rather than in it.
 * In the browser the download starts as soon as the importing module runs. The server renders it at once (a page
 * is sent when everything has rendered); hydrating, the Suspense boundary around it keeps the server's HTML until
 * the code is in, while the rest of the page is live already. For widgets whose code is large and whose first
 * state the server draws: a variable product's options.
 */
export function lazyBeside<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  const loading = import.meta.env.SSR ? null : load();
  return lazy(() => (loading ?? load()).then((module) => ({ default: module[name] })));
}
