// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { AnyActorRef, AnyEventObject } from 'xstate';
import { sessionMachine, type SessionInput } from '../../../machines/sessionMachine';
import { CartButton } from '../../../src/app/CartButton';
import { CartPanel } from '../../../src/app/CartPanel';
import { RELOAD_COUNT_KEY } from '../../../src/app/session';
import { createBrowserEnvironment } from '../../../src/relay/browser';
import { cartQueryAnswer, type LineSpec } from '../../unit/cart/cartTestKit';
import { formatValue, type ModelStep } from '../coverage';
import {
  itCoversOnScreens,
  reachActor,
  renderStorefront,
  screenPaths,
  settlement,
  SystemRecorder,
  tearDown,
  type Rendered,
  type ScreenPath,
} from './harness';

/**
 * The session machine's paths, run by the real system over the browser's own network layer (which reports every
 * failed operation to the session actor) with the store's `/graphql` answers held until the path says. A session
 * error is the store's answer to a cart change made with a broken session token; a failed cart load is the store
 * failing to answer the cart. Two starts: a fresh tab, which may reload once, and a tab that has already reloaded,
 * which recovers in place. What a shopper sees: the page reloads (once), or stays and drops the broken session's
 * cart; either way the device's storage is cleared.
 */
const SESSION_ERROR = 'Invalid session token';
const STORE_ERROR = 'Internal server error';
const socks: LineSpec = { key: 'k1', name: 'Wool Socks', quantity: 1, price: 19 };

/** `fetch` of `/graphql` held per operation until the test answers it. */
function createHeldGraphQL() {
  const held: { operation: string; resolve: (r: Response) => void }[] = [];
  const fetch = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve) => {
        const { operationName } = JSON.parse(init.body as string) as { operationName: string };
        held.push({ operation: operationName, resolve });
      }),
  );
  const take = (operation: string) => {
    const index = held.findIndex((h) => h.operation === operation);
    const request = held[index];
    if (!request) throw new Error(`No ${operation} request is waiting`);
    held.splice(index, 1);
    return request;
  };
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  return {
    fetch,
    waiting: () => held.map((h) => h.operation),
    answer: (operation: string, body: unknown) => take(operation).resolve(json(body)),
    /** Answers with a GraphQL error, as WooGraphQL reports a session it cannot use. */
    refuse: (operation: string, message: string) =>
      take(operation).resolve(json({ errors: [{ message }], data: null })),
  };
}

/** The server's logout before a reload, settled when the path says. */
function createHeldLogout() {
  let settle: { resolve: () => void; reject: (e: Error) => void } | null = null;
  const logout = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { logout, settled: () => settle };
}

type Start = 'fresh' | 'reloaded';

const events: AnyEventObject[] = [
  { type: 'session.error', message: SESSION_ERROR },
  { type: 'session.cart.failed' },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: new Error(STORE_ERROR) },
];

const pathsFrom = (input: SessionInput, start: Start) =>
  screenPaths(sessionMachine, {
    input,
    events,
    // The page has one cart: it either loads and a change to it meets the broken session, or it fails to load.
    canDrive: (state, event) => {
      const settled = settlement(event);
      if (settled) return (state.children as Record<string, unknown>)[settled.actor] !== undefined;
      return state.matches('active');
    },
  }).map((p) => ({ ...p, start, description: `${start}: ${p.description}` }));

const paths: (ScreenPath & { start: Start })[] = [
  ...pathsFrom({ reloadCount: 0 }, 'fresh'),
  ...pathsFrom({ reloadCount: 1 }, 'reloaded'),
];

/** What the shopper should see, kept from the path. */
interface Seen {
  /** The cart badge. */
  badge: string;
  /** The page reloaded (`location.reload`) this many times. */
  reloads: number;
  /** The device's storage was cleared. */
  cleared: boolean;
  /** The reload count kept in sessionStorage. */
  reloadCount: string | null;
}

/** The state-by-state check: reloads, the device's storage and the cart the page shows. */
async function expectScreen(
  step: Pick<ModelStep, 'value' | 'tags'>,
  seen: Seen,
  reload: Mock,
  where: string,
) {
  const state = formatValue(step.value);
  await waitFor(() => {
    expect(reload.mock.calls.length, `${where}: reloads`).toBe(seen.reloads);
    expect(window.sessionStorage.getItem(RELOAD_COUNT_KEY), `${where}: reload count`).toBe(seen.reloadCount);
    expect(window.localStorage.getItem('wishlist') === null, `${where}: storage cleared`).toBe(seen.cleared);
    expect(screen.getByRole('button', { name: /^Cart,/ }).getAttribute('aria-label'), `${where}: badge`).toBe(
      seen.badge,
    );
    // The panel shows the cart the page holds: none once a broken session's cart was dropped in place.
    if (state === 'active' && seen.cleared)
      expect(
        within(screen.getByRole('dialog', { name: 'Cart' })).queryByText(socks.name),
        `${where}: the dropped cart's line`,
      ).toBeNull();
  });
}

const recorder = new SystemRecorder();
let rendered: Rendered | undefined;
let reload: Mock<() => void>;

beforeEach(() => {
  reload = vi.fn<() => void>();
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
});
afterEach(() => {
  tearDown(rendered);
  rendered = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('session paths on the real screens', () => {
  it('pins the screen path list', () => {
    expect(paths.map((p) => p.description)).toMatchInlineSnapshot(`
      [
        "fresh: session.cart.failed → done:logout ⇒ reloading",
        "fresh: session.cart.failed → error:logout ⇒ reloading",
        "fresh: session.error ⇒ reloading",
        "reloaded: session.cart.failed ⇒ active",
        "reloaded: session.error ⇒ active",
      ]
    `);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    if (path.start === 'reloaded') window.sessionStorage.setItem(RELOAD_COUNT_KEY, '1');
    // Something the device keeps for the shop (the wishlist): a session reset clears it.
    window.localStorage.setItem('wishlist', '[12]');
    const held = createHeldGraphQL();
    vi.stubGlobal('fetch', held.fetch);
    const server = createHeldLogout();
    const environment = createBrowserEnvironment(null, {
      reportError: (message) => rendered?.storefront.reportError(message),
      authRefused: () => Promise.resolve(),
    });
    rendered = await renderStorefront(
      <>
        <CartButton />
        <CartPanel />
      </>,
      environment,
      { recorder, logout: server.logout },
    );
    // Kept from the start: a machine that reached its final state leaves the system.
    const actor: AnyActorRef = rendered.storefront.actor.getSnapshot().children.session!;
    const seen: Seen = {
      badge: 'Cart, empty',
      reloads: 0,
      cleared: false,
      reloadCount: path.start === 'reloaded' ? '1' : null,
    };
    // The shopper opens the cart; it is on its way from the store.
    fireEvent.keyDown(window, { key: 'Tab' });
    fireEvent.click(screen.getByRole('button', { name: /^Cart,/ }));
    await screen.findByRole('dialog', { name: 'Cart' });
    await waitFor(() => expect(held.waiting()).toContain('CartQuery'));
    await reachActor(actor, path.initial, 'initial state');
    await expectScreen(path.initial, seen, reload, 'initial state');
    for (const [i, step] of path.steps.entries()) {
      const where = `step ${i + 1} (${step.event.type})`;
      const settled = settlement(step.event);
      if (step.event.type === 'session.error') {
        // The cart arrives; changing it meets the broken session.
        act(() => held.answer('CartQuery', cartQueryAnswer({ lines: [socks] })));
        await waitFor(() =>
          expect(screen.getByRole('button', { name: /^Cart,/ }).getAttribute('aria-label')).toBe(
            'Cart, 1 item',
          ),
        );
        const [increase] = await within(screen.getByRole('dialog', { name: 'Cart' })).findAllByRole(
          'button',
          {
            name: /^Increase/,
          },
        );
        fireEvent.click(increase!);
        await waitFor(() => expect(held.waiting(), where).toContain('UpdateCartQuantityMutation'));
        act(() => held.refuse('UpdateCartQuantityMutation', SESSION_ERROR));
        seen.cleared = true;
        // Recovering in place drops the broken session's cart; a reload starts the page over.
        seen.badge = step.value === 'reloading' ? 'Cart, 1 item' : 'Cart, empty';
      } else if (step.event.type === 'session.cart.failed') {
        act(() => held.refuse('CartQuery', STORE_ERROR));
        seen.cleared = true;
      } else if (settled) {
        await waitFor(() => expect(server.settled(), where).not.toBeNull());
        act(() => {
          if (settled.kind === 'done') server.settled()!.resolve();
          else server.settled()!.reject(new Error(STORE_ERROR));
        });
      }
      if (step.value === 'reloading') {
        seen.reloads = 1;
        seen.reloadCount = '1';
      }
      await reachActor(actor, step, where);
      await expectScreen(step, seen, reload, where);
    }
  });

  itCoversOnScreens(sessionMachine, recorder, {});
});
