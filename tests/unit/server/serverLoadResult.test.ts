// @vitest-environment node
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
} from '@tanstack/react-router';
import { getSsrStatus } from '@tanstack/react-router/ssr/server';
import { describe, expect, it } from 'vitest';

/**
 * src/entry-server.tsx answers a redirect that the router's server load decided (a `redirect()` thrown by a route,
 * or a search param normalised by `validateSearch`) by reading TanStack Router's private `router._serverResult`
 * (set in router-core's load-server.js); the public `getSsrStatus` gives only a rendered page's status, and no public
 * API gives the redirect. These tests name that field: an upgrade that renames or reshapes it fails here, not as
 * pages that answer 200 where they should redirect.
 */
type ServerResult = { type: string; redirect?: Response; status?: number };

async function serverLoad(url: string) {
  const root = createRootRoute();
  const router = createRouter({
    routeTree: root.addChildren([
      createRoute({ getParentRoute: () => root, path: '/' }),
      createRoute({
        getParentRoute: () => root,
        path: '/old',
        beforeLoad: () => {
          throw redirect({ to: '/', statusCode: 301 });
        },
      }),
      createRoute({
        getParentRoute: () => root,
        path: '/list',
        validateSearch: (search: Record<string, unknown>) => ({ page: Number(search.page) || 1 }),
      }),
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
    isServer: true,
  });
  await router.load();
  return { router, result: (router as unknown as { _serverResult?: ServerResult })._serverResult };
}

describe("TanStack Router's private router._serverResult, read by src/entry-server.tsx", () => {
  it("holds a route's redirect as a Response with its status and Location", async () => {
    const { result } = await serverLoad('/old');
    expect(result?.type).toBe('redirect');
    expect(result?.redirect).toBeInstanceOf(Response);
    expect(result?.redirect?.status).toBe(301);
    expect(result?.redirect?.headers.get('Location')).toBe('/');
  });

  it('holds the redirect to a normalised search', async () => {
    const { result } = await serverLoad('/list?page=x');
    expect(result?.type).toBe('redirect');
    expect(result?.redirect?.headers.get('Location')).toBe('/list?page=1');
  });

  it('holds a rendered page, whose status getSsrStatus reads', async () => {
    const { router, result } = await serverLoad('/');
    expect(result?.type).toBe('render');
    expect(getSsrStatus(router)).toBe(200);
  });
});
