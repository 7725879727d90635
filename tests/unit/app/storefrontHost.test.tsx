import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorefront } from '../../../src/app/actors';
import {
  StorefrontProvider,
  useAuthStatus,
  useCartFailure,
  useCartPanelOpen,
  useCartStatus,
  useCartUpdating,
  useCheckout,
  useCouponProblem,
  useCouponUpdating,
  useMobileMenuOpen,
  useSearchShown,
  useSessionExpired,
  useShell,
  useShowingOrder,
} from '../../../src/app/hooks';
import {
  lazyStorefront,
  runningStorefront,
  serverStorefront,
  type Storefront,
  type StorefrontHost,
} from '../../../src/app/storefrontHost';
import type { AppEnvironment } from '../../../src/relay/environment';
import { cartQueryAnswer, createTestEnvironment } from '../cart/cartTestKit';

// The storefront's actor system loads after hydration (src/app/storefrontHost.ts). These tests run the real system
// over a Relay environment with a scripted network, as the cart tests do.

const systems: Storefront[] = [];
afterEach(() => {
  systems.splice(0).forEach((system) => system.stop());
  localStorage.clear();
});

function newSystem() {
  const { environment, count } = createTestEnvironment({ CartQuery: () => cartQueryAnswer() });
  const router = createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const system = createStorefront({
    environment: environment as AppEnvironment,
    router,
  });
  systems.push(system);
  return { system, environment, count };
}

/** A lazily started host whose `load` creates a real system and counts its calls. */
function lazyHost({
  returning = true,
  settled,
}: { returning?: boolean; settled?: () => Promise<void> } = {}) {
  let made: ReturnType<typeof newSystem> | null = null;
  const load = vi.fn(() => {
    made = newSystem();
    return Promise.resolve(made.system);
  });
  return {
    host: lazyStorefront(load, { returning: () => returning, ...(settled ? { settled } : {}) }),
    load,
    made: () => made,
  };
}

/** The browser's idle moments, run by hand: the returned list holds each callback asked for. */
function idleByHand(): (() => void)[] {
  const idle: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return idle;
}

/** Every value the shell and the catalogue read from the system, as one record. */
function useEveryValue() {
  return {
    cartPanelOpen: useCartPanelOpen(),
    mobileMenuOpen: useMobileMenuOpen(),
    searchShown: useSearchShown(),
    cartStatus: useCartStatus(),
    cartUpdating: useCartUpdating(),
    couponUpdating: useCouponUpdating(),
    couponProblem: useCouponProblem(),
    cartFailures: useCartFailure().failures,
    authStatus: useAuthStatus(),
    sessionExpired: useSessionExpired(),
    checkout: useCheckout(),
    showingOrder: useShowingOrder(),
  };
}

function Values() {
  return <output>{JSON.stringify(useEveryValue())}</output>;
}

function withHost(host: StorefrontHost, ui: ReactNode, environment = createTestEnvironment({}).environment) {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <StorefrontProvider host={host}>{ui}</StorefrontProvider>
    </RelayEnvironmentProvider>
  );
}

describe('the storefront host', () => {
  it('renders every value on the server as a system that has just started shows it', () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(withHost(serverStorefront, <Values />));
    const before = JSON.parse(server.textContent ?? '') as unknown;
    const { system } = newSystem();
    render(withHost(runningStorefront(system), <Values />));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual(before);
    expect(before).toMatchObject({ cartStatus: 'dormant', authStatus: 'unknown', checkout: null });
  });

  it('loads nothing before the page has hydrated, then starts on the first activity, which the cart hears', async () => {
    const { host, load, made } = lazyHost();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(host.current()).toBeNull();
    const stop = host.pageHydrated?.();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    // Not inside the input's own task: the system's code loads once the frame that input leads to has painted.
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    const system = await host.start();
    expect(load).toHaveBeenCalledTimes(1);
    expect(host.current()).toBe(system);
    // The hydrated page was handed over: auth and wishlist run; the activity started loading the cart.
    const children = system.actor.getSnapshot().children;
    expect(children.auth).toBeDefined();
    expect(children.wishlist).toBeDefined();
    await waitFor(() => expect(made()?.count('CartQuery')).toBe(1));
    stop?.();
  });

  it('starts when the browser is idle after hydration, the cart dormant until the first activity', async () => {
    const { host, load, made } = lazyHost();
    const stop = host.pageHydrated?.();
    await waitFor(() => expect(host.current()).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(1);
    expect(host.current()?.actor.getSnapshot().children.cart?.getSnapshot().matches('dormant')).toBe(true);
    expect(made()?.count('CartQuery')).toBe(0);
    // The first activity now reaches the cart through the system's own listener.
    window.dispatchEvent(new MouseEvent('mousemove'));
    await waitFor(() => expect(made()?.count('CartQuery')).toBe(1));
    stop?.();
  });

  it("on a first visit (no session, no login stored) waits for the shopper's first activity, idle or not", async () => {
    const idle = idleByHand();
    try {
      const { host, load } = lazyHost({ returning: false });
      const stop = host.pageHydrated?.();
      expect(idle).toHaveLength(1);
      act(() => idle.forEach((run) => run()));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(load).not.toHaveBeenCalled();
      expect(host.current()).toBeNull();
      window.dispatchEvent(new Event('scroll'));
      await waitFor(() => expect(host.current()).not.toBeNull());
      expect(load).toHaveBeenCalledTimes(1);
      stop?.();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('for a returning shopper (a session or a login stored), starts when the browser is idle', async () => {
    const idle = idleByHand();
    try {
      const { host, load } = lazyHost({ returning: true });
      const stop = host.pageHydrated?.();
      expect(load).not.toHaveBeenCalled();
      act(() => idle.forEach((run) => run()));
      await waitFor(() => expect(host.current()).not.toBeNull());
      expect(load).toHaveBeenCalledTimes(1);
      stop?.();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("waits for the page's content to hydrate before an activity or an idle moment starts it, but not when asked", async () => {
    const idle = idleByHand();
    try {
      let hydrated = () => {};
      const content = new Promise<void>((resolve) => (hydrated = resolve));
      const { host, load } = lazyHost({ returning: true, settled: () => content });
      const stop = host.pageHydrated?.();
      window.dispatchEvent(new Event('scroll'));
      act(() => idle.forEach((run) => run()));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(load).not.toHaveBeenCalled();
      hydrated();
      await waitFor(() => expect(host.current()).not.toBeNull());
      expect(load).toHaveBeenCalledTimes(1);
      stop?.();

      // Asked for (an event to send, a tap's add), it starts at once, hydrated content or not.
      const waiting = lazyHost({ settled: () => new Promise<void>(() => {}) });
      const stopWaiting = waiting.host.pageHydrated?.();
      const system = await waiting.host.start();
      expect(waiting.host.current()).toBe(system);
      expect(waiting.load).toHaveBeenCalledTimes(1);
      stopWaiting?.();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('delivers an event sent before the system runs, once it runs, and the hooks then read the live system', async () => {
    const { host, load } = lazyHost();
    function OpenCart() {
      const shell = useShell();
      const open = useCartPanelOpen();
      return (
        <button type="button" onClick={() => shell.send({ type: 'shell.cart.open' })}>
          {open ? 'open' : 'closed'}
        </button>
      );
    }
    render(withHost(host, <OpenCart />));
    expect(screen.getByRole('button').textContent).toBe('closed');
    expect(load).not.toHaveBeenCalled();
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('open'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on the next event when its code could not be loaded, and the event that found it running lands', async () => {
    const { system } = newSystem();
    const load = vi
      .fn<() => Promise<Storefront>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(system);
    const host = lazyStorefront(load);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    host.withSystem((running) =>
      running.actor.getSnapshot().children.shell?.send({ type: 'shell.cart.open' }),
    );
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith('The storefront could not start', expect.any(Error)),
    );
    expect(host.current()).toBeNull();
    host.withSystem((running) =>
      running.actor.getSnapshot().children.shell?.send({ type: 'shell.menu.open' }),
    );
    await waitFor(() => expect(host.current()).toBe(system));
    expect(load).toHaveBeenCalledTimes(2);
    expect(
      system.actor
        .getSnapshot()
        .children.shell?.getSnapshot()
        .matches({ panel: { open: 'menu' } }),
    ).toBe(true);
    errors.mockRestore();
  });

  it('stops listening when the page goes', async () => {
    const { host, load } = lazyHost();
    const stop = host.pageHydrated?.();
    stop?.();
    window.dispatchEvent(new MouseEvent('mousemove'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).not.toHaveBeenCalled();
  });

  it('never starts on the server', () => {
    expect(serverStorefront.current()).toBeNull();
    const use = vi.fn();
    serverStorefront.withSystem(use);
    expect(use).not.toHaveBeenCalled();
  });
});
