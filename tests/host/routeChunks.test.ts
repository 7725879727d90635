import { createMemoryHistory } from '@tanstack/react-router';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type { AppEnvironment } from '../../src/relay/environment';
import { createAppRouter } from '../../src/router';

const dist = process.env.DIST_DIR ?? 'dist';

/** The server preloads a page's route modules by their manifest keys, and skips a key the manifest does not have. */
it("finds every route's chunk in the build manifest", () => {
  const manifest = JSON.parse(readFileSync(`${dist}/client/.vite/manifest.json`, 'utf8')) as Record<
    string,
    { file: string }
  >;
  const router = createAppRouter({
    relayEnvironment: {} as AppEnvironment,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const missing = Object.values(router.routesById).flatMap((route) =>
    [route.options.staticData?.chunk ?? []]
      .flat()
      .filter((chunk) => !manifest[chunk])
      .map((chunk) => `${route.id}: ${chunk}`),
  );
  expect(missing).toEqual([]);
  expect(manifest['src/wishlist/WishlistRoute.tsx']?.file).toMatch(/^assets\//);
});
