// Fast machine-alone check: paths replayed on the machine itself; tests/model/screens/ drives the screens.
import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../../machines/checkoutMachine';
import { validateCheckout, type DraftPatch } from '../../machines/checkoutValidation';
import { createHarness, createModel } from './coverage';
import { describeModel } from './describeModel';

const billing = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 Analytical Row',
  city: 'London',
  postcode: 'N1 9GU',
  country: 'GB',
  email: 'ada@example.com',
};
const payByCash: DraftPatch = { billing, paymentMethod: 'cod' };
const payByCard: DraftPatch = { paymentMethod: 'stripe' };
const newAccount: DraftPatch = { createAccount: true, account: { username: 'ada', password: 'Secret-1' } };
const intent = { id: 'pi_1', clientSecret: 'pi_1_secret_x' };
const commonPassword = Object.assign(
  new Error('This password is too common. Please choose one that is harder to guess.'),
  { code: 'COMMON_PASSWORD' },
);

const model = createModel(checkoutMachine, {
  inputs: { blank: { draft: null } },
  events: [
    { type: 'checkout.draft.change', patch: payByCash },
    { type: 'checkout.draft.change', patch: payByCard },
    { type: 'checkout.draft.change', patch: newAccount },
    { type: 'checkout.submit', billingAddressRequired: true },
    { type: 'checkout.prefill', billing: { ...billing, firstName: 'Augusta' }, shipping: null },
    { type: 'xstate.done.actor.createPaymentIntent', output: intent },
    { type: 'xstate.done.actor.confirmPayment', output: { isPaid: true, transactionId: 'pi_1' } },
    { type: 'xstate.done.actor.placeOrder', output: { orderId: 42 } },
    { type: 'xstate.error.actor.placeOrder', error: new Error('fake failure') },
    { type: 'xstate.error.actor.placeOrder', error: commonPassword },
    // Alone, checkout has no auth actor to answer its login: the model answers in auth's place.
    { type: 'auth.reply.loggedIn' },
    { type: 'auth.reply.failed', message: 'Incorrect password.' },
    { type: 'checkout.card.ready', card: { element: 'card' } },
  ],
  describeEvent: (e) =>
    e.type === 'checkout.draft.change'
      ? e.patch === payByCash
        ? 'fill in, cash'
        : e.patch === payByCard
          ? 'card'
          : 'new account'
      : e.type === 'xstate.error.actor.placeOrder'
        ? e.error === commonPassword
          ? 'too common'
          : 'failure'
        : undefined,
  // Guards read the draft's validity, the payment method, whether Stripe already took the money and whether the
  // order creates an account.
  abstractContext: (c) => [
    Object.keys(validateCheckout(c.draft, { billingAddressRequired: true })).length === 0,
    c.draft.paymentMethod,
    c.payment?.isPaid === true,
    c.draft.createAccount,
  ],
});

describeModel('checkoutMachine', model, (paths) => {
  expect(paths).toMatchInlineSnapshot(`
    [
      "checkout.card.ready ⇒ form.editing",
      "checkout.customer.known ⇒ form.editing",
      "checkout.draft.change (card) → checkout.draft.change (new account) ⇒ form.editing",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (card) → checkout.draft.change (new account) → checkout.submit → done:createPaymentIntent → done:confirmPayment → cart.reply.held → done:placeOrder → auth.reply.loggedIn ⇒ placed",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (card) → checkout.draft.change (new account) → checkout.submit → done:createPaymentIntent → done:confirmPayment → cart.reply.held → error:placeOrder (failure) → checkout.draft.change (fill in, cash) → checkout.submit → cart.reply.held → done:placeOrder → auth.reply.loggedIn ⇒ placed",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (card) → checkout.draft.change (new account) → checkout.submit → done:createPaymentIntent → done:confirmPayment → cart.reply.held → error:placeOrder (failure) → checkout.draft.change (fill in, cash) → checkout.submit → cart.reply.held → error:placeOrder (failure) ⇒ form.failed",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (card) → checkout.draft.change (new account) → checkout.submit → done:createPaymentIntent → done:confirmPayment → cart.reply.held → error:placeOrder (too common) ⇒ form.editing",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (card) → checkout.draft.change (new account) → checkout.submit → error:createPaymentIntent ⇒ form.failed",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (card) → checkout.submit → done:createPaymentIntent → done:confirmPayment → cart.reply.held → done:placeOrder ⇒ placed",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (card) → checkout.submit → done:createPaymentIntent → done:confirmPayment → cart.reply.held → error:placeOrder (failure) → checkout.draft.change (fill in, cash) → checkout.submit → cart.reply.held → done:placeOrder ⇒ placed",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (card) → checkout.submit → done:createPaymentIntent → done:confirmPayment → cart.reply.held → error:placeOrder (failure) → checkout.draft.change (fill in, cash) → checkout.submit → cart.reply.held → error:placeOrder (failure) ⇒ form.failed",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (card) → checkout.submit → done:createPaymentIntent → done:confirmPayment → cart.reply.held → error:placeOrder (failure) → checkout.submit ⇒ holdingCart",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (card) → checkout.submit → done:createPaymentIntent → done:confirmPayment → cart.reply.held → error:placeOrder (too common) ⇒ form.editing",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (card) → checkout.submit → done:createPaymentIntent → error:confirmPayment ⇒ form.failed",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (card) → checkout.submit → error:createPaymentIntent ⇒ form.failed",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (new account) → checkout.submit → cart.reply.held → done:placeOrder → after:30000 ⇒ placed",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (new account) → checkout.submit → cart.reply.held → done:placeOrder → auth.reply.failed ⇒ placed",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (new account) → checkout.submit → cart.reply.held → done:placeOrder → auth.reply.loggedIn ⇒ placed",
      "checkout.draft.change (fill in, cash) → checkout.draft.change (new account) → checkout.submit → cart.reply.held → error:placeOrder (failure) ⇒ form.failed",
      "checkout.draft.change (fill in, cash) → checkout.submit → cart.reply.held → done:placeOrder ⇒ placed",
      "checkout.draft.change (fill in, cash) → checkout.submit → cart.reply.held → error:placeOrder (failure) ⇒ form.failed",
      "checkout.draft.change (fill in, cash) → checkout.submit → cart.reply.held → error:placeOrder (too common) ⇒ form.editing",
      "checkout.draft.change (new account) ⇒ form.editing",
      "checkout.prefill ⇒ form.editing",
      "checkout.submit ⇒ form.editing",
    ]
  `);
});

function filledCheckout(patch: DraftPatch = payByCash) {
  const h = createHarness(checkoutMachine, { draft: null });
  h.actor.send({ type: 'checkout.draft.change', patch: payByCash });
  h.actor.send({ type: 'checkout.draft.change', patch });
  return h;
}

type CheckoutHarness = ReturnType<typeof filledCheckout>;

/** Alone, checkout has no cart actor to answer its hold: the test answers in the cart's place. */
function cartHolds(h: CheckoutHarness) {
  if (h.actor.getSnapshot().matches('holdingCart')) h.actor.send({ type: 'cart.reply.held' });
}

function submit(h: CheckoutHarness) {
  h.actor.send({ type: 'checkout.submit', billingAddressRequired: true });
  cartHolds(h);
}

describe('checkoutMachine behaviour', () => {
  /**
   * Regression: on a real store a guest's cart still held the ordered line after the order. The shipping destination,
   * sent as the shopper left the postcode field, was still running when the order emptied the cart, and the store
   * saved that request's session (with the line) after the order's.
   */
  it('places the order only once the cart runs no change, and lets held changes run after it', async () => {
    const h = filledCheckout();
    h.actor.send({ type: 'checkout.submit', billingAddressRequired: true });
    expect(h.actor.getSnapshot().value).toBe('holdingCart');
    expect(h.actor.getSnapshot().hasTag('processing')).toBe(true);
    expect(h.sent.at(-1)).toEqual({ to: 'cart', event: { type: 'cart.checkout.begin', replyTo: h.actor } });
    expect(h.calls).toEqual([]);
    h.actor.send({ type: 'cart.reply.held' });
    expect(h.calls.map((c) => c.src)).toEqual(['placeOrder']);
    await h.reject('placeOrder', new Error('Sorry, "Beanie" is out of stock.'));
    expect(h.sent.at(-1)).toEqual({ to: 'cart', event: { type: 'cart.checkout.end' } });
    submit(h);
    await h.resolve('placeOrder', { orderId: 42 });
    expect(h.sent.slice(-2)).toEqual([
      { to: 'cart', event: { type: 'cart.checkout.end' } },
      { to: 'parent', event: { type: 'storefront.order.placed', orderId: 42 } },
    ]);
  });

  it('places a cash-on-delivery order directly, then clears the draft and tells the root actor to show the order', async () => {
    const h = filledCheckout();
    submit(h);
    expect(h.actor.getSnapshot().hasTag('processing')).toBe(true);
    expect(h.calls.map((c) => c.src)).toEqual(['placeOrder']);
    expect(h.calls[0]?.input).toMatchObject({
      paymentMethod: 'cod',
      isPaid: false,
      shipToDifferentAddress: false,
    });
    await h.resolve('placeOrder', { orderId: 42 });
    expect(h.actor.getSnapshot().value).toBe('placed');
    expect(h.actor.getSnapshot().status).toBe('done');
    expect(h.actions.at(-1)).toEqual({ type: 'clearDraft', params: undefined });
    // The root actor opens the order screen and then refreshes the cart (storefrontMachine.model.test.ts).
    expect(h.sent.at(-1)).toEqual({ to: 'parent', event: { type: 'storefront.order.placed', orderId: 42 } });
  });

  it('logs in the account the order created through the auth actor before the order shows, falling back to the e-mail as login', async () => {
    for (const username of ['ada', '']) {
      const h = filledCheckout({ createAccount: true, account: { username, password: 'Secret-1' } });
      submit(h);
      expect(h.calls[0]?.input).toMatchObject({ account: { username, password: 'Secret-1' } });
      await h.resolve('placeOrder', { orderId: 42 });
      expect(h.actor.getSnapshot().value).toBe('loggingIn');
      expect(h.actor.getSnapshot().hasTag('processing')).toBe(true);
      expect(h.sent.at(-1)).toEqual({
        to: 'auth',
        event: {
          type: 'auth.login',
          username: username || billing.email,
          password: 'Secret-1',
          replyTo: h.actor,
        },
      });
      h.actor.send({ type: 'auth.reply.loggedIn' });
      expect(h.actor.getSnapshot().value).toBe('placed');
      expect(h.sent.at(-1)).toEqual({
        to: 'parent',
        event: { type: 'storefront.order.placed', orderId: 42 },
      });
    }
  });

  it('shows the order even when that login fails, or when auth does not answer within 30 seconds: the order is placed', async () => {
    const refused = filledCheckout({
      createAccount: true,
      account: { username: 'ada', password: 'Secret-1' },
    });
    submit(refused);
    await refused.resolve('placeOrder', { orderId: 42 });
    refused.actor.send({ type: 'auth.reply.failed', message: 'Incorrect password.' });
    expect(refused.actor.getSnapshot().value).toBe('placed');
    expect(refused.sent.at(-1)?.event).toEqual({ type: 'storefront.order.placed', orderId: 42 });

    const silent = filledCheckout({
      createAccount: true,
      account: { username: 'ada', password: 'Secret-1' },
    });
    submit(silent);
    await silent.resolve('placeOrder', { orderId: 43 });
    silent.clock.advance(29_999);
    expect(silent.actor.getSnapshot().value).toBe('loggingIn');
    silent.clock.advance(1);
    expect(silent.actor.getSnapshot().value).toBe('placed');
    expect(silent.sent.at(-1)?.event).toEqual({ type: 'storefront.order.placed', orderId: 43 });
  });

  it('asks auth for the customer at the start and loads their saved addresses once auth says who it is', () => {
    const h = createHarness(checkoutMachine, { draft: null });
    expect(h.sent).toEqual([{ to: 'auth', event: { type: 'auth.customer.request' } }]);
    expect(h.calls).toEqual([]);
    h.actor.send({ type: 'checkout.customer.known' });
    expect(h.calls.map((c) => c.src)).toEqual(['loadCustomer']);
  });

  it('pays with the card field the screen handed over', async () => {
    const card = { element: 'card' };
    const h = filledCheckout(payByCard);
    h.actor.send({ type: 'checkout.card.ready', card });
    submit(h);
    await h.resolve('createPaymentIntent', intent);
    expect((h.calls[1]?.input as { card: unknown }).card).toBe(card);
  });

  /**
   * Regression: a logged-in customer found the checkout empty although My Account showed their address (the server
   * renders checkout as a guest's, and nothing filled it afterwards).
   */
  it("fills the empty fields from the customer's saved addresses and keeps what was typed", () => {
    const h = createHarness(checkoutMachine, { draft: null });
    h.actor.send({ type: 'checkout.draft.change', patch: { billing: { firstName: 'Ada' } } });
    h.actor.send({
      type: 'checkout.prefill',
      billing: { ...billing, firstName: 'Augusta', company: null },
      shipping: { city: 'Paris' },
    });
    const { draft } = h.actor.getSnapshot().context;
    expect(draft.billing).toMatchObject({ ...billing, firstName: 'Ada', company: '' });
    expect(draft.shipping.city).toBe('Paris');
    expect(validateCheckout(draft, { billingAddressRequired: true })).toEqual({ paymentMethod: 'required' });
  });

  it("shows the store's refusal of a too-common password at the password field and keeps the draft", async () => {
    const h = filledCheckout(newAccount);
    submit(h);
    await h.reject('placeOrder', commonPassword);
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.value).toEqual({ form: 'editing' });
    expect(snapshot.context.errors).toEqual({ 'account.password': 'commonPassword' });
    expect(snapshot.context.failure).toBeNull();
    expect(snapshot.context.draft.billing.email).toBe(billing.email);
    // A new password clears the error; the next submission places the order.
    h.actor.send({ type: 'checkout.draft.change', patch: { account: { password: 'Harder-to-guess-7' } } });
    expect(h.actor.getSnapshot().context.errors).toEqual({});
  });

  it('ignores a second submission while processing and any submission after success', async () => {
    const h = filledCheckout();
    submit(h);
    submit(h);
    await h.resolve('placeOrder', { orderId: 42 });
    submit(h);
    await h.flush();
    expect(h.calls.map((c) => c.src)).toEqual(['placeOrder']);
  });

  it('pays with Stripe before placing the order with the transaction id', async () => {
    const h = filledCheckout(payByCard);
    submit(h);
    await h.resolve('createPaymentIntent', intent);
    expect(h.calls[1]?.input).toMatchObject({ clientSecret: intent.clientSecret, billing });
    await h.resolve('confirmPayment', { isPaid: true, transactionId: 'pi_1' });
    cartHolds(h);
    expect(h.calls[2]?.input).toMatchObject({ transactionId: 'pi_1', isPaid: true });
    expect(h.calls.map((c) => c.src)).toEqual(['createPaymentIntent', 'confirmPayment', 'placeOrder']);
  });

  /** Regression: the checkout only knew PaymentIntents; a store's SetupIntent had no way to reach the order. */
  it('places the order unpaid with the SetupIntent metadata when Stripe saved the card, and sets up again on a retry', async () => {
    const h = filledCheckout(payByCard);
    submit(h);
    await h.resolve('createPaymentIntent', { id: 'seti_1', clientSecret: 'seti_1_secret_x' });
    const metaData = [
      { key: '_stripe_intent_id', value: 'seti_1' },
      { key: '_stripe_source_id', value: 'pm_1' },
    ];
    await h.resolve('confirmPayment', { isPaid: false, metaData });
    cartHolds(h);
    expect(h.calls[2]?.input).toMatchObject({ paymentMethod: 'stripe', isPaid: false, metaData });
    expect(h.calls[2]?.input).not.toHaveProperty('transactionId');
    await h.reject('placeOrder', new Error('Payment was not completed: Your card was declined.'));
    submit(h);
    expect(h.calls.map((c) => c.src)).toEqual([
      'createPaymentIntent',
      'confirmPayment',
      'placeOrder',
      'createPaymentIntent',
    ]);
  });

  it('keeps the draft after a failure and does not charge twice when the order is retried', async () => {
    const h = filledCheckout(payByCard);
    submit(h);
    await h.resolve('createPaymentIntent', intent);
    await h.resolve('confirmPayment', { isPaid: true, transactionId: 'pi_1' });
    cartHolds(h);
    await h.reject('placeOrder', new Error('Sorry, "Beanie" is out of stock.'));
    const failed = h.actor.getSnapshot();
    expect(failed.value).toEqual({ form: 'failed' });
    expect(failed.context.failure).toEqual({ stage: 'order', message: 'Sorry, "Beanie" is out of stock.' });
    expect(failed.context.draft.billing.email).toBe(billing.email);
    submit(h);
    expect(h.calls.map((c) => c.src)).toEqual([
      'createPaymentIntent',
      'confirmPayment',
      'placeOrder',
      'placeOrder',
    ]);
    expect(h.actor.getSnapshot().context.failure).toBeNull();
  });

  it('shows field error codes, clears a field error once the field changes, and never stores the password', () => {
    const h = createHarness(checkoutMachine, { draft: null });
    submit(h);
    expect(h.actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(h.actor.getSnapshot().context.errors).toMatchObject({
      'billing.email': 'required',
      paymentMethod: 'required',
    });
    h.actor.send({ type: 'checkout.draft.change', patch: { billing: { email: 'ada@' } } });
    expect(h.actor.getSnapshot().context.errors['billing.email']).toBeUndefined();
    h.actor.send({
      type: 'checkout.draft.change',
      patch: { createAccount: true, account: { password: 'hunter2!' } },
    });
    expect(h.actions.at(-1)).toMatchObject({
      type: 'persistDraft',
      params: { draft: { createAccount: true, account: { username: '', password: '' } } },
    });
    expect(h.calls).toEqual([]);
  });

  it('starts from a draft restored after a reload', () => {
    const h = filledCheckout();
    const draft = h.actor.getSnapshot().context.draft;
    const restored = createHarness(checkoutMachine, { draft });
    submit(restored);
    expect(restored.calls.map((c) => c.src)).toEqual(['placeOrder']);
  });
});
