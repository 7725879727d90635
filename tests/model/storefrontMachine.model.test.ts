// Fast machine-alone check: paths replayed on the machine itself; tests/model/screens/ drives the screens.
import { describe, expect, it } from 'vitest';
import { storefrontMachine, type StorefrontInput } from '../../machines/storefrontMachine';
import { createHarness, createModel } from './coverage';
import { describeModel } from './describeModel';

const input: StorefrontInput = {
  session: { reloadCount: 0 },
  cart: { initStoreOnUserActionToReduceServerLoad: true, autoOpenCart: false },
};
const build = { buildId: 'b1', lastReloadAt: null, now: 1_700_000_000_000 };

const model = createModel(storefrontMachine, {
  inputs: { page: input },
  events: [
    { type: 'storefront.hydrated', auth: { tokenExpiresIn: null }, wishlist: { owner: null }, build: null },
    { type: 'storefront.hydrated', auth: { tokenExpiresIn: null }, wishlist: { owner: null }, build },
    { type: 'storefront.checkout.open', draft: null },
    { type: 'storefront.order.placed', orderId: 42 },
  ],
  describeEvent: (e) =>
    e.type === 'storefront.hydrated' ? (e.build ? 'with a build id' : 'development') : undefined,
});

describeModel('storefrontMachine', model, (paths) => {
  expect(paths).toMatchInlineSnapshot(`
      [
        "storefront.checkout.open → storefront.checkout.close ⇒ page.rendering + build.unwatched + checkout.closed",
        "storefront.checkout.open → storefront.order.placed → done:openOrderReceived ⇒ page.rendering + build.unwatched + checkout.closed",
        "storefront.checkout.open → storefront.order.placed → error:openOrderReceived ⇒ page.rendering + build.unwatched + checkout.closed",
        "storefront.hydrated (development) → storefront.checkout.open → storefront.order.placed ⇒ page.hydrated + build.unwatched + checkout.showingOrder",
        "storefront.hydrated (with a build id) → storefront.checkout.open → storefront.order.placed ⇒ page.hydrated + build.watched + checkout.showingOrder",
      ]
    `);
});

const page = () => createHarness(storefrontMachine, input);
const running = (h: ReturnType<typeof page>) => Object.keys(h.actor.getSnapshot().children).sort();

describe('storefrontMachine behaviour', () => {
  it('runs session, shell and cart from the start, the server render included, each under its systemId', () => {
    const h = page();
    expect(running(h)).toEqual(['cart', 'session', 'shell']);
    expect(h.calls.find((c) => c.src === 'session')?.input).toEqual(input.session);
    expect(h.calls.find((c) => c.src === 'cart')?.input).toEqual(input.cart);
    for (const id of ['session', 'shell', 'cart']) {
      expect(h.actor.system.get(id)).toBe(h.actor.getSnapshot().children[id as 'cart']);
    }
  });

  it('starts auth and the wishlist once the page has hydrated, from what the browser keeps', () => {
    const h = page();
    h.actor.send({
      type: 'storefront.hydrated',
      auth: { tokenExpiresIn: 300_000 },
      wishlist: { owner: 7 },
      build: null,
    });
    expect(running(h)).toEqual(['auth', 'cart', 'session', 'shell', 'wishlist']);
    expect(h.calls.find((c) => c.src === 'auth')?.input).toEqual({ tokenExpiresIn: 300_000 });
    expect(h.calls.find((c) => c.src === 'wishlist')?.input).toEqual({ owner: 7 });
  });

  it('watches for new builds only when the page has a build id (not in development)', () => {
    const development = page();
    development.actor.send({
      type: 'storefront.hydrated',
      auth: { tokenExpiresIn: null },
      wishlist: { owner: null },
      build: null,
    });
    expect(development.actor.getSnapshot().children.buildReload).toBeUndefined();
    const built = page();
    built.actor.send({
      type: 'storefront.hydrated',
      auth: { tokenExpiresIn: null },
      wishlist: { owner: null },
      build,
    });
    expect(built.calls.find((c) => c.src === 'buildReload')?.input).toEqual(build);
  });

  it('runs checkout while the shopper is on /checkout, from the draft kept before a reload', () => {
    const h = page();
    const draft = { restored: true } as never;
    h.actor.send({ type: 'storefront.checkout.open', draft });
    expect(h.calls.find((c) => c.src === 'checkout')?.input).toEqual({ draft });
    expect(h.actor.system.get('checkout')).toBe(h.actor.getSnapshot().children.checkout);
    h.actor.send({ type: 'storefront.checkout.close' });
    expect(h.actor.getSnapshot().children.checkout).toBeUndefined();
    expect(h.actor.system.get('checkout')).toBeUndefined();
  });

  /**
   * Regression: `placed` refreshed the cart before opening the order screen, so the emptied cart could reach the
   * checkout form first and flash its empty state.
   */
  it('opens the order screen for a placed order, and only then has the cart refreshed', async () => {
    for (const settle of ['resolve', 'reject'] as const) {
      const h = page();
      h.actor.send({ type: 'storefront.checkout.open', draft: null });
      h.actor.send({ type: 'storefront.order.placed', orderId: 42 });
      expect(h.actor.getSnapshot().children.checkout).toBeUndefined();
      expect(h.calls.at(-1)).toEqual({
        src: 'openOrderReceived',
        id: 'openOrderReceived',
        input: { orderId: 42 },
      });
      expect(h.sent).toEqual([]);
      await h[settle]('openOrderReceived');
      expect(h.actor.getSnapshot().matches({ checkout: 'closed' })).toBe(true);
      expect(h.sent).toEqual([{ to: 'cart', event: { type: 'cart.refresh' } }]);
    }
  });
});
