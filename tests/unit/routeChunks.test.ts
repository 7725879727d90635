import { createMemoryHistory } from '@tanstack/react-router';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AppEnvironment } from '../../src/relay/environment';
import { createAppRouter } from '../../src/router';

/** Every route's `staticData.chunk` keys, by route id (the root route has none). */
function routeChunkKeys(): Record<string, string[]> {
  const router = createAppRouter({
    relayEnvironment: {} as AppEnvironment,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return Object.fromEntries(
    Object.values(router.routesById)
      .filter((route) => !route.isRoot)
      .map((route) => [route.id, [route.options.staticData?.chunk ?? []].flat()]),
  );
}

describe('route chunks', () => {
  /**
   * Regression: /wishlist named `src/account/WishlistRoute.tsx`, a file that had moved to src/wishlist/; the server
   * skips a key it does not know, so the page went without its preload and nothing noticed.
   */
  it('names, for every route, modules that exist, taken from its import()', () => {
    const keys = routeChunkKeys();
    expect(keys['/wishlist']).toEqual(['src/wishlist/WishlistRoute.tsx']);
    for (const [id, chunks] of Object.entries(keys)) {
      expect(chunks.length, `${id}: no chunk`).toBeGreaterThan(0);
      for (const chunk of chunks) expect(existsSync(chunk), `${id}: ${chunk} is not a file`).toBe(true);
    }
  });

  it('keeps no hand-written chunk path in the route table', () => {
    const source = readFileSync('src/router.tsx', 'utf8');
    expect(source).not.toMatch(/chunk: '/);
  });
});
