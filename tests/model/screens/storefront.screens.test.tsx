// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { storefrontMachine } from '../../../machines/storefrontMachine';
import { settings } from '../../../src/settings';
import { Link } from '../../../src/ui/Link';
import { formatValue, type ModelStep } from '../coverage';
import {
  createHeldNetwork,
  itCoversOnScreens,
  pagePerTest,
  reachActor,
  renderStorefront,
  screenPaths,
  SystemRecorder,
} from './harness';

/**
 * The root machine's paths on the real router: the page hydrates (as every screen test's page does), and the
 * shopper follows links onto /checkout and away from it; the system runs a checkout actor exactly while they are
 * there. The checkout route is a stand-in page here: what its form does is checkout.screens.test.tsx's subject.
 * Two starts: a page the browser built alone, and one the server built (its `build-id` meta tag), whose hydration
 * starts the build watcher (what it then does is buildReload.screens.test.tsx's subject).
 */
type Start = 'client' | 'server';
const BUILD = 'b1';
const pathsFrom = (start: Start) =>
  screenPaths(storefrontMachine, {
    input: {
      session: { reloadCount: 1 },
      cart: {
        initStoreOnUserActionToReduceServerLoad: settings.initStoreOnUserActionToReduceServerLoad,
        autoOpenCart: settings.autoOpenCart,
      },
    },
    events: [
      {
        type: 'storefront.hydrated',
        auth: { tokenExpiresIn: null },
        wishlist: { owner: null },
        build: start === 'server' ? { buildId: BUILD, lastReloadAt: null, now: 0 } : null,
      },
      { type: 'storefront.checkout.open', draft: null },
      { type: 'storefront.checkout.close' },
    ],
    // The page hydrates first (renderStorefront does it); only then are the links followed, on the page the browser
    // built (the server's page differs only until hydration).
    canDrive: (state, event) =>
      event.type === 'storefront.hydrated'
        ? state.matches({ page: 'rendering' })
        : start === 'client' && !state.matches({ page: 'rendering' }),
  }).map((p) => ({ ...p, start, description: `${start}: ${p.description}` }));

const paths = [...pathsFrom('client'), ...pathsFrom('server')];

function HomePage() {
  return (
    <>
      <h1>Home page</h1>
      <Link to="/checkout">Checkout</Link>
    </>
  );
}

function CheckoutPage() {
  return (
    <>
      <h1>Checkout page</h1>
      <Link to="/">Continue shopping</Link>
    </>
  );
}

/** The screen action that sends a path's event: hydration happens as the page renders; the links do the rest. */
function actionFor(event: AnyEventObject): () => void {
  switch (event.type) {
    case 'storefront.hydrated':
      return () => undefined;
    case 'storefront.checkout.open':
      return () => fireEvent.click(screen.getByRole('link', { name: 'Checkout' }));
    case 'storefront.checkout.close':
      return () => fireEvent.click(screen.getByRole('link', { name: 'Continue shopping' }));
    default:
      throw new Error(`No screen sends ${event.type}`);
  }
}

/** The state-by-state check: the page the router shows, and a checkout actor exactly while it is /checkout. */
async function expectScreen(step: Pick<ModelStep, 'value' | 'tags'>, where: string) {
  const state = formatValue(step.value);
  const onCheckout = state.includes('checkout.open');
  await waitFor(() => {
    screen.getByRole('heading', { level: 1, name: onCheckout ? 'Checkout page' : 'Home page' });
    expect(mounted.current!.snapshotOf('checkout') !== undefined, `${where}: checkout actor`).toBe(
      onCheckout,
    );
    if (state.includes('page.hydrated'))
      expect(mounted.current!.snapshotOf('auth'), `${where}: auth runs once hydrated`).toBeDefined();
    expect(
      mounted.current!.storefront.actor.getSnapshot().children.buildReload !== undefined,
      `${where}: the build watcher runs exactly on the server's page`,
    ).toBe(state.includes('build.watched'));
  });
}

/** The root machine's transitions no path on these screens takes, and why. */
const UNREACHED: Record<string, string> = {
  'storefront.checkout.open: storefront.order.placed → storefront.checkout.showingOrder':
    'sent by the checkout actor once an order is placed: checkout.screens.test.tsx takes it, in its own recorder',
  'storefront.checkout.showingOrder: done:openOrderReceived → storefront.checkout.closed':
    'the order page opens after an order is placed: checkout.screens.test.tsx takes it, in its own recorder',
  'storefront.checkout.showingOrder: error:openOrderReceived → storefront.checkout.closed':
    "opening the order page fails only when the router's navigation throws, which no screen can make it do",
};

const recorder = new SystemRecorder();
const mounted = pagePerTest();

describe('storefront paths on the real router', () => {
  it('pins the screen path list', () => {
    expect(paths.map((p) => p.description)).toMatchInlineSnapshot(`
      [
        "client: storefront.hydrated → storefront.checkout.open → storefront.checkout.close ⇒ page.hydrated + build.unwatched + checkout.closed",
        "server: storefront.hydrated ⇒ page.hydrated + build.watched + checkout.closed",
      ]
    `);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    if (path.start === 'server') {
      const meta = document.createElement('meta');
      meta.name = 'build-id';
      meta.content = BUILD;
      document.head.append(meta);
      // The watcher asks the server for its build's manifest a second after hydration: the path ends unanswered.
      vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
      onTestFinished(() => {
        meta.remove();
        vi.unstubAllGlobals();
      });
    }
    const rendered = (mounted.current = await renderStorefront(
      <HomePage />,
      createHeldNetwork({}).environment,
      {
        routes: { '/checkout': () => <CheckoutPage /> },
        recorder,
      },
    ));
    const root = rendered.storefront.actor;
    for (const [i, step] of path.steps.entries()) {
      const where = `step ${i + 1} (${step.event.type})`;
      actionFor(step.event)();
      await reachActor(root, step, where);
      await expectScreen(step, where);
    }
    expect((root.getSnapshot() as AnyMachineSnapshot).status, 'the system still runs').toBe('active');
  });

  itCoversOnScreens(storefrontMachine, recorder, UNREACHED);
});
