import { once } from './once';

/** A lazily imported module of a route, with its key in the build manifest (the server preloads it with the page). */
export interface RouteChunk<T> {
  (): Promise<T>;
  /** The module's path from the project root, e.g. `src/catalog/HomeRoute.tsx`. */
  readonly chunk: string;
}

/**
 * Marks `load`, an arrow that returns one `import()`, as a route's module. `scripts/routeChunksPlugin.ts` adds the
 * module's manifest key from the `import()` itself; a call it has not seen (another shape, or the plugin missing)
 * throws as the route table loads.
 */
export function routeChunk<T>(load: () => Promise<T>): RouteChunk<T> {
  const { chunk } = load as Partial<RouteChunk<T>>;
  if (typeof chunk !== 'string')
    throw new Error('routeChunk() takes `() => import(…)` as written, named by scripts/routeChunksPlugin.ts');
  return Object.assign(once(load), { chunk });
}
