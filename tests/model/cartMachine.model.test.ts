// Fast machine-alone check: paths replayed on the machine itself; tests/model/screens/ drives the screens.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import { cartMachine, HOLD_LIMIT_MS, type CartInput } from '../../machines/cartMachine';
import { createHarness, createModel, noAnswer } from './coverage';
import { describeModel } from './describeModel';

const lazy: CartInput = { initStoreOnUserActionToReduceServerLoad: true, autoOpenCart: false };
const eager: CartInput = { initStoreOnUserActionToReduceServerLoad: false, autoOpenCart: true };

const model = createModel(cartMachine, {
  inputs: { lazy, eager },
  events: [
    {
      type: 'cart.line.add',
      productId: 7,
      quantity: 1,
      variationId: 71,
      variation: [{ attributeName: 'pa_size', attributeValue: 'm' }],
    },
    { type: 'cart.line.update', key: 'a', quantity: 2 },
    { type: 'cart.line.remove', key: 'a' },
    { type: 'cart.shipping.select', shippingMethods: ['flat_rate:1'] },
    { type: 'cart.destination.change', country: 'DE', state: '', postcode: '10115' },
    { type: 'cart.coupon.apply', code: 'SAVE10' },
    { type: 'cart.coupon.remove', code: 'SAVE10' },
    { type: 'xstate.error.actor.loadCart', error: new Error('Internal server error') },
    { type: 'xstate.error.actor.loadCart', error: noAnswer },
  ],
  describeEvent: (e) =>
    e.type === 'cart.line.add'
      ? 'variation'
      : e.type === 'xstate.error.actor.loadCart'
        ? e.error === noAnswer
          ? 'no answer'
          : 'refused'
        : undefined,
  // `ready` holds at once when checkout asked for a hold while a load or change ran.
  abstractContext: (c) => c.holdAsked,
});

describeModel('cartMachine', model, (paths) => {
  expect(paths).toMatchInlineSnapshot(`
    [
      "eager: cart.checkout.begin → done:loadCart → after:60000 ⇒ ready",
      "eager: cart.checkout.begin → done:loadCart → cart.checkout.begin ⇒ held",
      "eager: cart.checkout.begin → done:loadCart → cart.checkout.end ⇒ ready",
      "eager: cart.checkout.begin → error:loadCart (refused) ⇒ failed",
      "eager: cart.checkout.end ⇒ loading",
      "eager: cart.clear ⇒ loading",
      "eager: cart.coupon.apply ⇒ loading",
      "eager: cart.coupon.remove ⇒ loading",
      "eager: cart.destination.change ⇒ loading",
      "eager: cart.empty ⇒ loading",
      "eager: cart.failure.dismiss ⇒ loading",
      "eager: cart.line.add (variation) ⇒ loading",
      "eager: cart.line.remove ⇒ loading",
      "eager: cart.line.update ⇒ loading",
      "eager: cart.shipping.select ⇒ loading",
      "eager: done:loadCart → cart.checkout.begin ⇒ held",
      "eager: done:loadCart → cart.coupon.apply → cart.checkout.begin ⇒ processing.applyingCoupon",
      "eager: done:loadCart → cart.coupon.apply → done:applyCoupon ⇒ ready",
      "eager: done:loadCart → cart.coupon.apply → error:applyCoupon ⇒ ready",
      "eager: done:loadCart → cart.coupon.remove → cart.checkout.begin ⇒ processing.removingCoupon",
      "eager: done:loadCart → cart.coupon.remove → done:removeCoupons ⇒ ready",
      "eager: done:loadCart → cart.coupon.remove → error:removeCoupons ⇒ ready",
      "eager: done:loadCart → cart.destination.change → cart.checkout.begin ⇒ processing.changingDestination",
      "eager: done:loadCart → cart.destination.change → done:changeDestination ⇒ ready",
      "eager: done:loadCart → cart.destination.change → error:changeDestination ⇒ ready",
      "eager: done:loadCart → cart.empty → cart.checkout.begin ⇒ processing.emptying",
      "eager: done:loadCart → cart.empty → done:emptyCart ⇒ ready",
      "eager: done:loadCart → cart.empty → error:emptyCart ⇒ ready",
      "eager: done:loadCart → cart.line.add (variation) → cart.checkout.begin ⇒ processing.adding",
      "eager: done:loadCart → cart.line.add (variation) → cart.coupon.apply ⇒ processing.adding",
      "eager: done:loadCart → cart.line.add (variation) → cart.coupon.remove ⇒ processing.adding",
      "eager: done:loadCart → cart.line.add (variation) → cart.destination.change ⇒ processing.adding",
      "eager: done:loadCart → cart.line.add (variation) → cart.empty ⇒ processing.adding",
      "eager: done:loadCart → cart.line.add (variation) → cart.line.add (variation) ⇒ processing.adding",
      "eager: done:loadCart → cart.line.add (variation) → cart.line.remove ⇒ processing.adding",
      "eager: done:loadCart → cart.line.add (variation) → cart.line.update ⇒ processing.adding",
      "eager: done:loadCart → cart.line.add (variation) → cart.shipping.select ⇒ processing.adding",
      "eager: done:loadCart → cart.line.add (variation) → done:addToCart ⇒ ready",
      "eager: done:loadCart → cart.line.add (variation) → error:addToCart ⇒ ready",
      "eager: done:loadCart → cart.line.remove ⇒ processing.updatingQuantity",
      "eager: done:loadCart → cart.line.update → cart.checkout.begin ⇒ processing.updatingQuantity",
      "eager: done:loadCart → cart.line.update → done:updateQuantity ⇒ ready",
      "eager: done:loadCart → cart.line.update → error:updateQuantity ⇒ ready",
      "eager: done:loadCart → cart.refresh ⇒ loading",
      "eager: done:loadCart → cart.shipping.select → cart.checkout.begin ⇒ processing.selectingShipping",
      "eager: done:loadCart → cart.shipping.select → done:changeShippingMethod ⇒ ready",
      "eager: done:loadCart → cart.shipping.select → error:changeShippingMethod ⇒ ready",
      "eager: error:loadCart (no answer) ⇒ failed",
      "eager: error:loadCart (refused) → cart.checkout.begin ⇒ held",
      "eager: error:loadCart (refused) → cart.line.add (variation) ⇒ loading",
      "eager: error:loadCart (refused) → cart.load ⇒ loading",
      "eager: error:loadCart (refused) → cart.refresh ⇒ loading",
      "lazy: cart.activity ⇒ loading",
      "lazy: cart.checkout.begin → after:60000 ⇒ ready",
      "lazy: cart.checkout.begin → cart.checkout.begin ⇒ held",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.checkout.begin ⇒ held",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.coupon.apply → cart.checkout.begin ⇒ processing.applyingCoupon",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.coupon.apply → done:applyCoupon ⇒ ready",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.coupon.apply → error:applyCoupon ⇒ ready",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.coupon.remove → cart.checkout.begin ⇒ processing.removingCoupon",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.coupon.remove → done:removeCoupons ⇒ ready",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.coupon.remove → error:removeCoupons ⇒ ready",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.destination.change → cart.checkout.begin ⇒ processing.changingDestination",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.destination.change → done:changeDestination ⇒ ready",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.destination.change → error:changeDestination ⇒ ready",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.empty → cart.checkout.begin ⇒ processing.emptying",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.empty → done:emptyCart ⇒ ready",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.empty → error:emptyCart ⇒ ready",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.line.add (variation) ⇒ processing.adding",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.line.remove ⇒ processing.updatingQuantity",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.line.update → cart.checkout.begin ⇒ processing.updatingQuantity",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.line.update → done:updateQuantity ⇒ ready",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.line.update → error:updateQuantity ⇒ ready",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.refresh ⇒ loading",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.shipping.select → cart.checkout.begin ⇒ processing.selectingShipping",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.shipping.select → done:changeShippingMethod ⇒ ready",
      "lazy: cart.checkout.begin → cart.checkout.end → cart.shipping.select → error:changeShippingMethod ⇒ ready",
      "lazy: cart.checkout.end ⇒ dormant",
      "lazy: cart.clear ⇒ dormant",
      "lazy: cart.coupon.apply ⇒ loading",
      "lazy: cart.coupon.remove ⇒ loading",
      "lazy: cart.destination.change ⇒ loading",
      "lazy: cart.empty ⇒ loading",
      "lazy: cart.failure.dismiss ⇒ dormant",
      "lazy: cart.line.add (variation) → cart.checkout.begin → cart.clear ⇒ dormant",
      "lazy: cart.line.add (variation) → cart.checkout.begin → done:loadCart → done:addToCart ⇒ held",
      "lazy: cart.line.add (variation) → cart.checkout.begin → error:loadCart (refused) ⇒ failed",
      "lazy: cart.line.add (variation) → cart.coupon.apply ⇒ loading",
      "lazy: cart.line.add (variation) → cart.coupon.remove ⇒ loading",
      "lazy: cart.line.add (variation) → cart.destination.change ⇒ loading",
      "lazy: cart.line.add (variation) → cart.empty ⇒ loading",
      "lazy: cart.line.add (variation) → cart.line.add (variation) ⇒ loading",
      "lazy: cart.line.add (variation) → cart.line.remove ⇒ loading",
      "lazy: cart.line.add (variation) → cart.line.update ⇒ loading",
      "lazy: cart.line.add (variation) → cart.shipping.select ⇒ loading",
      "lazy: cart.line.add (variation) → done:loadCart → cart.coupon.apply ⇒ processing.adding",
      "lazy: cart.line.add (variation) → done:loadCart → cart.coupon.remove ⇒ processing.adding",
      "lazy: cart.line.add (variation) → done:loadCart → cart.destination.change ⇒ processing.adding",
      "lazy: cart.line.add (variation) → done:loadCart → cart.empty ⇒ processing.adding",
      "lazy: cart.line.add (variation) → done:loadCart → cart.line.add (variation) ⇒ processing.adding",
      "lazy: cart.line.add (variation) → done:loadCart → cart.line.remove ⇒ processing.adding",
      "lazy: cart.line.add (variation) → done:loadCart → cart.line.update ⇒ processing.adding",
      "lazy: cart.line.add (variation) → done:loadCart → cart.shipping.select ⇒ processing.adding",
      "lazy: cart.line.add (variation) → done:loadCart → done:addToCart ⇒ ready",
      "lazy: cart.line.add (variation) → done:loadCart → error:addToCart ⇒ ready",
      "lazy: cart.line.add (variation) → error:loadCart (no answer) ⇒ failed",
      "lazy: cart.line.add (variation) → error:loadCart (refused) → cart.checkout.begin ⇒ held",
      "lazy: cart.line.add (variation) → error:loadCart (refused) → cart.line.add (variation) ⇒ loading",
      "lazy: cart.line.add (variation) → error:loadCart (refused) → cart.load ⇒ loading",
      "lazy: cart.line.add (variation) → error:loadCart (refused) → cart.refresh ⇒ loading",
      "lazy: cart.line.remove ⇒ loading",
      "lazy: cart.line.update ⇒ loading",
      "lazy: cart.load ⇒ loading",
      "lazy: cart.refresh ⇒ loading",
      "lazy: cart.shipping.select ⇒ loading",
    ]
  `);
});

async function readyCart(input: CartInput = lazy) {
  const h = createHarness(cartMachine, input);
  h.actor.send({ type: 'cart.load' });
  await h.resolve('loadCart');
  expect(h.actor.getSnapshot().value).toBe('ready');
  return h;
}

describe('cartMachine behaviour', () => {
  it('waits for the first user activity before loading, when the delayed-init setting is on', async () => {
    const h = createHarness(cartMachine, lazy);
    await h.flush();
    expect(h.calls).toEqual([]);
    h.actor.send({ type: 'cart.activity' });
    expect(h.calls.map((c) => c.src)).toEqual(['loadCart']);
    expect(h.actor.getSnapshot().hasTag('loading')).toBe(true);
  });

  it('loads at once when the delayed-init setting is off', () => {
    const h = createHarness(cartMachine, eager);
    expect(h.calls.map((c) => c.src)).toEqual(['loadCart']);
  });

  it('runs queued operations one at a time, in click order, none lost', async () => {
    const h = await readyCart();
    h.actor.send({ type: 'cart.line.add', productId: 7, quantity: 1 });
    h.actor.send({ type: 'cart.line.update', key: 'a', quantity: 2 });
    h.actor.send({ type: 'cart.coupon.apply', code: 'SAVE10' });
    h.actor.send({ type: 'cart.line.remove', key: 'b' });
    h.actor.send({ type: 'cart.shipping.select', shippingMethods: ['flat_rate:1'] });
    h.actor.send({ type: 'cart.coupon.remove', code: 'SAVE10' });
    h.actor.send({ type: 'cart.empty' });
    expect(h.calls.map((c) => c.src)).toEqual(['loadCart', 'addToCart']);
    for (const id of [
      'addToCart',
      'updateQuantity',
      'applyCoupon',
      'updateQuantity',
      'changeShippingMethod',
      'removeCoupons',
      'emptyCart',
    ]) {
      expect(h.actor.getSnapshot().hasTag('cartUpdating')).toBe(true);
      await h.resolve(id);
    }
    expect(h.calls.slice(1)).toEqual([
      { src: 'addToCart', id: 'addToCart', input: { productId: 7, quantity: 1 } },
      { src: 'updateQuantity', id: 'updateQuantity', input: { key: 'a', quantity: 2 } },
      { src: 'applyCoupon', id: 'applyCoupon', input: { code: 'SAVE10' } },
      { src: 'updateQuantity', id: 'updateQuantity', input: { key: 'b', quantity: 0 } },
      {
        src: 'changeShippingMethod',
        id: 'changeShippingMethod',
        input: { shippingMethods: ['flat_rate:1'] },
      },
      { src: 'removeCoupons', id: 'removeCoupons', input: { codes: ['SAVE10'] } },
      { src: 'emptyCart', id: 'emptyCart', input: undefined },
    ]);
    expect(h.actor.getSnapshot().value).toBe('ready');
  });

  it('sends only the last of several waiting quantity changes to the same line', async () => {
    const h = await readyCart();
    h.actor.send({ type: 'cart.line.update', key: 'a', quantity: 2 });
    h.actor.send({ type: 'cart.line.update', key: 'a', quantity: 3 });
    h.actor.send({ type: 'cart.line.update', key: 'a', quantity: 4 });
    await h.resolve('updateQuantity');
    await h.resolve('updateQuantity');
    expect(h.calls.slice(1).map((c) => c.input)).toEqual([
      { key: 'a', quantity: 2 },
      { key: 'a', quantity: 4 },
    ]);
    expect(h.actor.getSnapshot().value).toBe('ready');
  });

  /**
   * Regression: checkout changed the destination outside the machine and then sent `cart.refresh`, which the machine
   * drops while an operation runs: the shipping rates of the new country were lost.
   */
  it('queues a destination change behind the running operation and reloads the cart for it', async () => {
    const h = await readyCart();
    h.actor.send({ type: 'cart.line.update', key: 'a', quantity: 2 });
    h.actor.send({ type: 'cart.destination.change', country: 'FR', state: '', postcode: '75001' });
    expect(h.actor.getSnapshot().context.queue).toHaveLength(2);
    await h.resolve('updateQuantity');
    expect(h.actor.getSnapshot().value).toEqual({ processing: 'changingDestination' });
    expect(h.calls.at(-1)).toEqual({
      src: 'changeDestination',
      id: 'changeDestination',
      input: { country: 'FR', state: '', postcode: '75001' },
    });
    await h.resolve('changeDestination');
    expect(h.actor.getSnapshot().value).toBe('ready');
  });

  it('sends the newest waiting destination only, never replacing the one in flight', async () => {
    const h = await readyCart();
    const to = (country: string, postcode: string) =>
      ({ type: 'cart.destination.change', country, state: '', postcode }) as const;
    h.actor.send(to('DE', '10115'));
    h.actor.send(to('FR', '75001'));
    h.actor.send(to('IT', '00118'));
    h.actor.send(to('ES', '28001'));
    await h.resolve('changeDestination');
    await h.resolve('changeDestination');
    expect(h.calls.slice(1).map((c) => c.input)).toEqual([
      { country: 'DE', state: '', postcode: '10115' },
      { country: 'ES', state: '', postcode: '28001' },
    ]);
    expect(h.actor.getSnapshot().value).toBe('ready');
  });

  it('keeps a destination change asked for before the cart has loaded, and logs a failed one', async () => {
    const h = createHarness(cartMachine, lazy);
    h.actor.send({ type: 'cart.destination.change', country: 'DE', state: '', postcode: '10115' });
    expect(h.actor.getSnapshot().hasTag('loading')).toBe(true);
    await h.resolve('loadCart');
    expect(h.calls.at(-1)?.src).toBe('changeDestination');
    const error = new Error('Billing Postcode / ZIP is not a valid postcode / ZIP.');
    await h.reject('changeDestination', error);
    expect(h.actions.filter((a) => a.type === 'logFailure')).toEqual([
      { type: 'logFailure', params: { operation: 'destination', error } },
    ]);
    expect(h.actor.getSnapshot().value).toBe('ready');
  });

  it('adds with a variation and opens the cart panel only when autoOpenCart is on', async () => {
    const variation = [{ attributeName: 'pa_color', attributeValue: 'blue' }];
    for (const input of [lazy, eager]) {
      const h = await readyCart(input);
      h.actor.send({ type: 'cart.line.add', productId: 7, quantity: 2, variationId: 71, variation });
      expect(h.actor.getSnapshot().hasTag('adding')).toBe(true);
      expect(h.calls.at(-1)?.input).toEqual({ productId: 7, quantity: 2, variationId: 71, variation });
      await h.resolve('addToCart');
      expect(h.sent).toEqual(input.autoOpenCart ? [{ to: 'shell', event: { type: 'shell.cart.open' } }] : []);
    }
  });

  it('logs a failed operation, says a refused coupon at the coupon field, counts other failures, and goes on with the queue', async () => {
    const h = await readyCart(eager);
    h.actor.send({ type: 'cart.coupon.apply', code: 'NOPE' });
    expect(h.actor.getSnapshot().hasTag('couponUpdating')).toBe(true);
    h.actor.send({ type: 'cart.line.add', productId: 7, quantity: 1 });
    const error = new Error('Coupon "nope" does not exist!');
    await h.reject('applyCoupon', error);
    expect(h.actions.filter((a) => a.type === 'logFailure')).toEqual([
      { type: 'logFailure', params: { operation: 'couponApply', error } },
    ]);
    expect(h.actor.getSnapshot().context).toMatchObject({
      couponProblem: { code: 'NOPE', message: error.message },
      failures: 0,
    });
    expect(h.actor.getSnapshot().value).toEqual({ processing: 'adding' });
    await h.reject('addToCart');
    expect(h.sent).toEqual([]);
    expect(h.actor.getSnapshot().value).toBe('ready');
    expect(h.actor.getSnapshot().context.failures).toBe(1);
    // Closing the notice forgets the count; the next coupon attempt forgets the refusal.
    h.actor.send({ type: 'cart.failure.dismiss' });
    expect(h.actor.getSnapshot().context.failures).toBe(0);
    h.actor.send({ type: 'cart.coupon.apply', code: 'SAVE10' });
    expect(h.actor.getSnapshot().context.couponProblem).toBeNull();
  });

  it('resets the session when a refresh fails, keeping the clicks made meanwhile for the next load', async () => {
    const h = await readyCart();
    h.actor.send({ type: 'cart.refresh' });
    h.actor.send({ type: 'cart.line.add', productId: 7, quantity: 1 });
    await h.reject('loadCart');
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.sent).toEqual([{ to: 'session', event: { type: 'session.cart.failed' } }]);
    h.actor.send({ type: 'cart.refresh' });
    await h.resolve('loadCart');
    expect(h.calls.at(-1)?.src).toBe('addToCart');
  });

  /**
   * Regression: a shopper who left the page while the cart loaded (the browser cancels the request) or who was offline
   * lost the session, and with it the cart, as if the store had refused it.
   */
  it('keeps the session when a load gets no answer from the store, and loads again when asked', async () => {
    const h = await readyCart();
    h.actor.send({ type: 'cart.refresh' });
    await h.reject('loadCart', noAnswer);
    expect(h.actor.getSnapshot().value).toBe('failed');
    expect(h.sent).toEqual([]);
    h.actor.send({ type: 'cart.refresh' });
    await h.resolve('loadCart');
    expect(h.actor.getSnapshot().value).toBe('ready');
  });

  it('loads a failed cart again when the shopper asks for a change, and then makes it', async () => {
    const h = createHarness(cartMachine, eager);
    await h.reject('loadCart', noAnswer);
    expect(h.actor.getSnapshot().value).toBe('failed');
    h.actor.send({ type: 'cart.line.add', productId: 7, quantity: 1 });
    expect(h.actor.getSnapshot().hasTag('loading')).toBe(true);
    await h.resolve('loadCart');
    expect(h.calls.map((c) => c.src)).toEqual(['loadCart', 'loadCart', 'addToCart']);
    await h.resolve('addToCart');
    expect(h.actor.getSnapshot().value).toBe('ready');
  });

  it('holds for an order: finishes the running change, answers checkout, keeps new changes until the order ends', async () => {
    const heard: string[] = [];
    const checkout = createActor(
      fromCallback<AnyEventObject>(({ receive }) => receive((event) => heard.push(event.type))),
    ).start();
    const h = await readyCart();
    h.actor.send({ type: 'cart.destination.change', country: 'DE', state: '', postcode: '10115' });
    h.actor.send({ type: 'cart.checkout.begin', replyTo: checkout });
    expect(heard).toEqual([]);
    await h.resolve('changeDestination');
    expect(h.actor.getSnapshot().value).toBe('held');
    expect(heard).toEqual(['cart.reply.held']);
    // A change asked for while the order is placed waits; a refresh is left to the order screen.
    h.actor.send({ type: 'cart.line.update', key: 'a', quantity: 2 });
    h.actor.send({ type: 'cart.refresh' });
    expect(h.calls.map((c) => c.src)).toEqual(['loadCart', 'changeDestination']);
    h.actor.send({ type: 'cart.checkout.end' });
    expect(h.calls.at(-1)).toMatchObject({ src: 'updateQuantity', input: { key: 'a', quantity: 2 } });
    await h.resolve('updateQuantity');
    expect(h.actor.getSnapshot().value).toBe('ready');
  });

  it('answers a hold at once when nothing runs, and lets changes run again if the order never says it ended', async () => {
    const heard: string[] = [];
    const checkout = createActor(
      fromCallback<AnyEventObject>(({ receive }) => receive((event) => heard.push(event.type))),
    ).start();
    const h = await readyCart();
    h.actor.send({ type: 'cart.checkout.begin', replyTo: checkout });
    expect(heard).toEqual(['cart.reply.held']);
    h.actor.send({ type: 'cart.empty' });
    h.clock.advance(HOLD_LIMIT_MS - 1);
    expect(h.calls.map((c) => c.src)).toEqual(['loadCart']);
    h.clock.advance(1);
    expect(h.calls.map((c) => c.src)).toEqual(['loadCart', 'emptyCart']);
  });

  it('forgets queued changes on clear (logout)', async () => {
    const h = await readyCart();
    h.actor.send({ type: 'cart.line.add', productId: 7, quantity: 1 });
    h.actor.send({ type: 'cart.empty' });
    h.actor.send({ type: 'cart.clear' });
    expect(h.actor.getSnapshot().value).toBe('dormant');
    expect(h.actor.getSnapshot().context.queue).toEqual([]);
  });
});
