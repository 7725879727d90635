// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { commitLocalUpdate, createOperationDescriptor, type Environment } from 'relay-runtime';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { AddToCartForm_product$key } from '../../../__generated__/AddToCartForm_product.graphql';
import ProductScreenQueryNode from '../../../__generated__/ProductScreenQuery.graphql';
import { cartMachine, type CartContext, type CartInput } from '../../../machines/cartMachine';
import { CartButton } from '../../../src/app/CartButton';
import { CartPanel } from '../../../src/app/CartPanel';
import { Header } from '../../../src/app/Header';
import { MobileMenu } from '../../../src/app/MobileMenu';
import { CartFailureNotice } from '../../../src/cart/CartFailureNotice';
import { AddToCartForm } from '../../../src/catalog/product/AddToCartForm';
import { useAddToCart } from '../../../src/catalog/product/useAddToCart';
import { settings } from '../../../src/settings';
import { LoginForm } from '../../../src/account/LoginForm';
import { ADA, loginAnswer, viewerAnswer } from '../../unit/account/authAnswers';
import { cartPayload, cartQueryAnswer, type CartSpec, type LineSpec } from '../../unit/cart/cartTestKit';
import { formatValue, noAnswer, type ModelStep } from '../coverage';
import {
  createHeldNetwork,
  reach,
  renderStorefront,
  type Rendered,
  screenPaths,
  settlement,
  SystemRecorder,
  unanswered,
  itCoversOnScreens,
  pagePerTest,
} from './harness';

/**
 * The cart's paths, derived from the cart machine with the app's own settings (and some with a store setting turned
 * the other way, see `paths`), drive the real cart screens (badge, panel, line, coupon field, shipping choice, failure
 * notice and its Close) and the product page's add-to-cart form through the real actor system; the store's answers
 * arrive exactly when a path's `done:` or `error:` step says. After every step the test checks what a shopper sees
 * in that state. Paths whose events the screen cannot produce in that state (a line change while no line shows) are
 * left to the machine-alone check and counted below.
 */
const cartInput: CartInput = {
  initStoreOnUserActionToReduceServerLoad: settings.initStoreOnUserActionToReduceServerLoad,
  autoOpenCart: settings.autoOpenCart,
};

const OPERATIONS: Record<string, string> = {
  loadCart: 'CartQuery',
  addToCart: 'AddCartItemMutation',
  updateQuantity: 'UpdateCartQuantityMutation',
  applyCoupon: 'ApplyCouponMutation',
  removeCoupons: 'RemoveCouponsMutation',
  changeShippingMethod: 'ChangeShippingMethodMutation',
  emptyCart: 'EmptyCartMutation',
};

const socks: LineSpec = { key: 'k1', name: 'Wool Socks', quantity: 1, price: 19 };
const hoodie: LineSpec = { key: 'k2', name: 'Everyday Hoodie', quantity: 1, price: 59 };
/** The product whose page the shopper is on: a simple product in stock, not in the cart yet. */
const beanie = {
  databaseId: 30,
  slug: 'merino-beanie',
  line: { key: 'k3', name: 'Merino Beanie', price: 25 },
};
const rates = [
  { id: 'flat_rate:1', label: 'Standard shipping', cost: 4.9 },
  { id: 'local_pickup:2', label: 'Pick up in store', cost: 0 },
];

/** The store: its cart changes only when a request is let through. */
function createShop() {
  let cart: CartSpec = {
    lines: [socks, hoodie],
    rates,
    chosen: 'flat_rate:1',
    coupons: [{ code: 'welcome10', amount: 7.8 }],
    discount: 7.8,
  };
  const answer = (field: string, next: CartSpec) => {
    cart = next;
    return { data: { [field]: { cart: cartPayload(cart) } } };
  };
  const network = createHeldNetwork({
    CartQuery: () => cartQueryAnswer(cart),
    AddCartItemMutation: (variables) => {
      const { productId, quantity } = variables.input as { productId: number; quantity: number };
      if (productId !== beanie.databaseId) throw new Error(`The test's store sells no product ${productId}`);
      const lines = cart.lines ?? [];
      const inCart = lines.find((line) => line.key === beanie.line.key);
      return answer('addToCart', {
        ...cart,
        lines: inCart
          ? lines.map((line) => (line === inCart ? { ...line, quantity: line.quantity + quantity } : line))
          : [...lines, { ...beanie.line, quantity }],
      });
    },
    UpdateCartQuantityMutation: (variables) => {
      const { key, quantity } = (variables.input as { items: { key: string; quantity: number }[] }).items[0]!;
      const lines = (cart.lines ?? [])
        .map((line) => (line.key === key ? { ...line, quantity } : line))
        .filter((line) => line.quantity > 0);
      return answer('updateItemQuantities', { ...cart, lines });
    },
    ApplyCouponMutation: (variables) => {
      const { code } = variables.input as { code: string };
      const next = { ...cart, coupons: [...(cart.coupons ?? []), { code: code.toLowerCase(), amount: 5 }] };
      cart = next;
      return {
        data: { applyCoupon: { applied: { code, discountAmount: '€5.00' }, cart: cartPayload(next) } },
      };
    },
    RemoveCouponsMutation: () => answer('removeCoupons', { ...cart, coupons: [], discount: 0 }),
    EmptyCartMutation: () => answer('emptyCart', { ...cart, lines: [], coupons: [], discount: 0 }),
    // A login on the same page (the account page's form): the auth actor then reloads the cart.
    LoginMutation: () => loginAnswer({ token: 'auth-ada', refresh: 'refresh-ada', userId: 7 }),
    ViewerQuery: () => viewerAnswer(ADA),
    ChangeShippingMethodMutation: (variables) => {
      const [chosen] = (variables.input as { shippingMethods: string[] }).shippingMethods;
      return answer('updateShippingMethod', { ...cart, ...(chosen ? { chosen } : {}) });
    },
  });
  return {
    network,
    count: () => (cart.lines ?? []).reduce((n, line) => n + line.quantity, 0),
    names: () => (cart.lines ?? []).map((line) => line.name),
  };
}

/**
 * The product page's record of the beanie, as its query left it in the store (kept by retaining that query), and the
 * reference the page hands its add-to-cart form.
 */
function productOnPage(environment: Environment): AddToCartForm_product$key {
  const query = createOperationDescriptor(ProductScreenQueryNode, { slug: beanie.slug });
  commitLocalUpdate(environment, (store) => {
    const product = store.create('product-beanie', 'SimpleProduct');
    product.setValue(beanie.databaseId, 'databaseId');
    product.setValue('SIMPLE', 'type');
    product.setValue('SimpleProduct', '__isProduct');
    product.setValue('SimpleProduct', '__isInventoriedProduct');
    product.setValue('IN_STOCK', 'stockStatus');
    product.setValue(null, 'stockQuantity');
    product.setValue(false, 'backordersAllowed');
    store.getRoot().setLinkedRecord(product, 'product', { id: beanie.slug, idType: 'SLUG' });
  });
  environment.retain(query);
  return {
    __id: 'product-beanie',
    __fragments: { AddToCartForm_product: {} },
    __fragmentOwner: query.request,
  } as unknown as AddToCartForm_product$key;
}

/** The product page's add-to-cart control, wired to the cart as the page wires it (ProductDetail). */
function ProductAddToCart({ product }: { product: AddToCartForm_product$key }) {
  const { add } = useAddToCart();
  return <AddToCartForm product={product} onAdd={add} />;
}

type Shop = ReturnType<typeof createShop>;

/** What the shopper should see, kept from the path: the store's last answer and the notices the path has earned. */
interface Seen {
  /** Items in the last cart the store sent, or null while the page has none. */
  count: number | null;
  /** The last cart the store sent has the beanie in it. */
  beanie: boolean;
  failures: number;
  refusedCoupon: string | null;
  /** An add is waiting or on its way: the product page's button says 'Adding...'. */
  adding: boolean;
}

const panel = () => screen.getByRole('dialog', { name: 'Cart' });
const badgeName = (count: number | null) =>
  !count ? 'Cart, empty' : count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;

/** Where a path stands before a step: the machine's state, and what of its context the screens show. */
interface Before {
  value: unknown;
  tags: readonly string[];
  /** An add waits or runs: the product page's button is pending and refuses another press. */
  adding: boolean;
  /** The notice of failed changes shows. */
  failed: boolean;
}

const noticeText = 'Your cart could not be updated. Please try again.';

/**
 * Empty cart, answered: the question shows in place of the button once React has drawn it (flushSync: the path
 * runner presses inside one act(), which would draw it only after the whole action).
 */
function emptyCart(panelElement: HTMLElement) {
  flushSync(() => fireEvent.click(within(panelElement).getByRole('button', { name: 'Empty cart' })));
  const question = within(panelElement).getByRole('group', { name: 'Remove every item from your cart?' });
  fireEvent.click(within(question).getByRole('button', { name: 'Empty cart' }));
}

/** The screen action that sends a path's event in the state the path is in, or null when the screen has none. */
function actionFor(event: AnyEventObject, before: Before) {
  const state = formatValue(before.value as never);
  const showsLines = state === 'ready' || state.startsWith('processing');
  const couponBusy = before.tags.includes('couponUpdating');
  switch (event.type) {
    case 'cart.activity':
      return () => fireEvent.scroll(window);
    // Opening the panel loads a cart not loaded yet (its click is also the page's first activity).
    case 'cart.load':
      return state === 'dormant' ? () => undefined : null;
    case 'cart.refresh':
      return state === 'failed'
        ? () => fireEvent.click(within(panel()).getByRole('button', { name: 'Try again' }))
        : null;
    case 'cart.line.update':
      return showsLines
        ? () => fireEvent.click(within(panel()).getAllByRole('button', { name: /^Increase/ })[0]!)
        : null;
    case 'cart.line.remove':
      return showsLines
        ? () =>
            fireEvent.click(within(panel()).getAllByRole('button', { name: /^Remove .* from the cart$/ })[0]!)
        : null;
    case 'cart.coupon.apply':
      return showsLines && !couponBusy
        ? () => {
            fireEvent.change(within(panel()).getByRole('textbox', { name: 'Coupon code' }), {
              target: { value: 'SAVE5' },
            });
            fireEvent.click(within(panel()).getByRole('button', { name: 'Apply' }));
          }
        : null;
    case 'cart.coupon.remove':
      return showsLines && !couponBusy
        ? () => fireEvent.click(within(panel()).getAllByRole('button', { name: /^Remove coupon/ })[0]!)
        : null;
    case 'cart.shipping.select':
      return showsLines
        ? () => fireEvent.click(within(panel()).getByRole('radio', { name: /Pick up in store/ }))
        : null;
    // Empty cart asks first, in place: the shopper answers with its own Empty cart.
    case 'cart.empty':
      return showsLines
        ? () => {
            emptyCart(panel());
          }
        : null;
    // The press is also the page's first activity: on a dormant cart, that loads the cart before the add is sent.
    case 'cart.line.add':
      return state !== 'dormant' && !before.adding
        ? () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
        : null;
    case 'cart.failure.dismiss':
      return before.failed
        ? () => {
            const notice = screen
              .getAllByText(noticeText)
              .find((element) => !element.closest('[role="status"]'));
            fireEvent.click(within(notice!.parentElement!).getByRole('button', { name: 'Close' }));
          }
        : null;
    default:
      return null;
  }
}

const settlements = [
  ...Object.keys(OPERATIONS).flatMap((actor) => [
    { type: `xstate.done.actor.${actor}` },
    { type: `xstate.error.actor.${actor}`, error: new Error('The store refused the change') },
  ]),
  // A load that got no answer (offline, or the page is leaving): the session is kept.
  { type: 'xstate.error.actor.loadCart', error: noAnswer },
];
/** The screen paths of the cart machine started with `input`. */
const pathsWith = (input: CartInput) =>
  screenPaths(cartMachine, {
    input,
    events: [
      { type: 'cart.activity' },
      { type: 'cart.load' },
      { type: 'cart.refresh' },
      { type: 'cart.line.update', key: 'k1', quantity: 2 },
      { type: 'cart.line.remove', key: 'k1' },
      { type: 'cart.shipping.select', shippingMethods: ['local_pickup:2'] },
      { type: 'cart.coupon.apply', code: 'SAVE5' },
      { type: 'cart.coupon.remove', code: 'WELCOME10' },
      { type: 'cart.empty' },
      { type: 'cart.line.add', productId: beanie.databaseId, quantity: 1 },
      { type: 'cart.failure.dismiss' },
      ...settlements,
    ],
    // Two waiting changes at most keep the graph finite; guards read the queue's head, so it is part of the key, and
    // the add button reads whether an add waits. Whether the failure notice shows is too, so that its Close is taken.
    key: (s) => {
      const context = s.context as CartContext;
      return JSON.stringify([s.value, context.queue.map((op) => op.kind), context.failures > 0]);
    },
    canDrive: (state, event) => {
      const context = state.context as CartContext;
      // Once a change has failed the shopper closes the notice first: the graph stays the size it was without it.
      if (context.failures > 0) return event.type === 'cart.failure.dismiss';
      const settled = settlement(event);
      if (settled) return (state.children as Record<string, unknown>)[settled.actor] !== undefined;
      if (context.queue.length >= 2 && event.type !== 'cart.refresh') return false;
      return (
        actionFor(event, {
          value: state.value,
          tags: [...state.tags],
          adding: context.queue.some((op) => op.kind === 'add'),
          failed: false,
        }) !== null
      );
    },
  });

/**
 * The paths with the app's settings; those where an add succeeds again with the store setting `autoOpenCart` the
 * other way (it decides whether that add opens the panel, and nothing else); and the shortest ones again with
 * `initStoreOnUserActionToReduceServerLoad` the other way (it decides whether the cart loads as the page starts).
 */
const flipped = (setting: keyof CartInput) => ({ ...cartInput, [setting]: !cartInput[setting] });
const paths = [
  ...pathsWith(cartInput).map((path) => ({ ...path, input: cartInput })),
  ...pathsWith(flipped('autoOpenCart'))
    .filter((path) => path.steps.some((step) => step.event.type === 'xstate.done.actor.addToCart'))
    .map((path) => ({
      ...path,
      description: `autoOpenCart ${cartInput.autoOpenCart ? 'off' : 'on'}: ${path.description}`,
      input: flipped('autoOpenCart'),
    })),
  ...pathsWith(flipped('initStoreOnUserActionToReduceServerLoad'))
    .filter((path) => path.steps.length <= 2)
    .map((path) => ({
      ...path,
      description: `${cartInput.initStoreOnUserActionToReduceServerLoad ? 'eager' : 'lazy'} start: ${path.description}`,
      input: flipped('initStoreOnUserActionToReduceServerLoad'),
    })),
];

/** The storefront as created with the store settings `input` (it reads them as it starts and hydrates). */
async function renderWithSettings(input: CartInput, render: () => Promise<Rendered>) {
  const mutable = settings as unknown as CartInput;
  const was: CartInput = {
    autoOpenCart: settings.autoOpenCart,
    initStoreOnUserActionToReduceServerLoad: settings.initStoreOnUserActionToReduceServerLoad,
  };
  Object.assign(mutable, input);
  try {
    return await render();
  } finally {
    Object.assign(mutable, was);
  }
}

/** The state-by-state check: what the cart screens show must be what the cart machine's state means. */
async function expectScreen(step: Pick<ModelStep, 'value' | 'tags'>, seen: Seen, where: string) {
  const state = formatValue(step.value);
  await waitFor(() => {
    // The badge shows the store's last answer, never a guess; nothing before the cart has loaded.
    expect(screen.getByRole('button', { name: /^Cart,/ }).getAttribute('aria-label'), where).toBe(
      badgeName(seen.count),
    );
    const dialog = screen.queryByRole('dialog', { name: 'Cart' });
    if (dialog) {
      // 'Updating' shows exactly while a change is on its way.
      expect(within(dialog).queryByLabelText('Updating') !== null, `${where}: Updating`).toBe(
        step.tags.includes('cartUpdating'),
      );
      expect(within(dialog).queryByText('Something went wrong') !== null, `${where}: failed`).toBe(
        state === 'failed',
      );
      const apply = within(dialog).queryByRole('button', { name: 'Apply' });
      if (apply)
        expect(apply.hasAttribute('data-pending'), `${where}: coupon pending`).toBe(
          step.tags.includes('couponUpdating'),
        );
      // A panel that lists the cart's lines lists the beanie once the store's answer has it.
      if (within(dialog).queryByText(hoodie.name))
        expect(within(dialog).queryByText(beanie.line.name) !== null, `${where}: beanie line`).toBe(
          seen.beanie,
        );
      const refusal = within(dialog).queryByText(/could not be applied/);
      expect(
        refusal?.textContent?.includes(seen.refusedCoupon ?? '\u0000') ?? false,
        `${where}: refusal`,
      ).toBe(seen.refusedCoupon !== null);
    }
    // The notice below the header (the live region says the same words once; it is not the notice).
    const notices = screen
      .queryAllByText(noticeText)
      .filter((element) => !element.closest('[role="status"]'));
    expect(notices.length, `${where}: failure notice`).toBe(seen.failures > 0 ? 1 : 0);
    // The product page's button says 'Adding...' from the press until the store has answered the add (looked at
    // while the panel does not cover the page).
    if (!dialog)
      expect(
        screen.getByRole('button', { name: seen.adding ? 'Adding...' : 'Add to cart' }),
        `${where}: add button`,
      ).toBeTruthy();
  });
}

/** The cart machine's transitions no path on these screens takes, and why. */
const UNREACHED: Record<string, string> = {
  'cart.ready: cart.checkout.begin → cart.held':
    'sent by the checkout actor as an order is placed: checkout.screens.test.tsx takes it, in its own recorder',
  'cart.held: cart.checkout.end → cart.processing':
    'sent by the checkout actor once the order is placed or refused: checkout.screens.test.tsx takes it, in its own recorder',
  'cart: cart.checkout.begin → (self)':
    'an order placed while a destination change runs: checkout.screens.test.tsx takes it, in its own recorder',
  'cart.ready: always [holdAsked] → cart.held':
    'the hold that order asked for, once the change is done: checkout.screens.test.tsx takes it, in its own recorder',
  'cart: cart.checkout.end → (self)':
    'an order that ends before its hold began: no screen can submit twice; the machine-alone check takes it',
  'cart.dormant: cart.checkout.begin → cart.held':
    'checkout loads the cart as it opens, so no order starts before it: the machine-alone check takes it',
  'cart.failed: cart.checkout.begin → cart.held':
    'an order submitted over a cart that failed to load: the checkout screen shows its error in place of the form while the cart has failed (checkout.screens.test.tsx looked); the machine-alone check takes it',
  'cart.held: cart.checkout.begin → cart.held':
    'a second order while one is placed: the form refuses a second submission; the machine-alone check takes it',
  'cart.held: after:60000 → cart.processing':
    'a store that never answers the order: checkout.screens.test.tsx takes it, in its own recorder',
  'cart: cart.clear → cart.dormant':
    'sent by the auth actor at logout: auth.screens.test.tsx takes it, in its own recorder',
  'cart: cart.destination.change → (self)':
    "sent by the checkout form as the address's country, state or postcode settles, which runs only with the checkout actor on /checkout; a change that arrives while the cart reloads or is held comes here, which on the checkout screens depends on when a background answer comes (their timer), so no screen file is counted on for it; the machine-alone check takes it",
  'cart.dormant: cart.load → cart.loading':
    "opening the panel is also the page's first activity, which loads the cart first (cart.activity)",
  'cart.dormant: cart.refresh → cart.loading':
    'sent by the auth actor after a login and by the root after an order, not by the cart screens',
  'cart.dormant: cart.line.add → cart.loading':
    "pressing Add to cart is the page's first activity, which loads the cart first (cart.activity): the add waits in loading",
  'cart.dormant: cart.line.update → cart.loading':
    'before the first load the panel shows no line, coupon field or rate to change; the first activity loads the cart',
  'cart.dormant: cart.line.remove → cart.loading':
    'before the first load the panel shows no line, coupon field or rate to change; the first activity loads the cart',
  'cart.dormant: cart.empty → cart.loading':
    'before the first load the panel shows no line, coupon field or rate to change; the first activity loads the cart',
  'cart.dormant: cart.shipping.select → cart.loading':
    'before the first load the panel shows no line, coupon field or rate to change; the first activity loads the cart',
  'cart.dormant: cart.destination.change → cart.loading':
    'checkout, the one page whose form sends it, loads the cart as it opens: no destination reaches a dormant cart',
  'cart.dormant: cart.coupon.apply → cart.loading':
    'before the first load the panel shows no line, coupon field or rate to change; the first activity loads the cart',
  'cart.dormant: cart.coupon.remove → cart.loading':
    'before the first load the panel shows no line, coupon field or rate to change; the first activity loads the cart',
  'cart.ready: cart.destination.change → cart.processing':
    "sent by the checkout form as the address's country, state or postcode settles, which runs only with the checkout actor on /checkout: checkout.screens.test.tsx takes it, in its own recorder",
  'cart.processing: cart.destination.change → (self)':
    "sent by the checkout form as the address's country, state or postcode settles, which runs only with the checkout actor on /checkout: checkout.screens.test.tsx takes it, in its own recorder",
  'cart.processing.next: always [headIs {"kind":"destination"}] → cart.processing.changingDestination':
    "sent by the checkout form as the address's country, state or postcode settles, which runs only with the checkout actor on /checkout: checkout.screens.test.tsx takes it, in its own recorder",
  'cart.processing.changingDestination: done:changeDestination → cart.processing.next':
    "sent by the checkout form as the address's country, state or postcode settles, which runs only with the checkout actor on /checkout: checkout.screens.test.tsx takes it, in its own recorder",
  'cart.processing.changingDestination: error:changeDestination → cart.processing.next':
    "sent by the checkout form as the address's country, state or postcode settles, which runs only with the checkout actor on /checkout: checkout.screens.test.tsx takes it, in its own recorder",
  'cart.failed: cart.load → cart.loading':
    "a failed cart's panel offers Try again (cart.refresh); checkout, which sends cart.load as it opens, loads a cart that failed on an earlier page: checkout.screens.test.tsx takes it, in its own recorder",
};

const recorder = new SystemRecorder();
const mounted = pagePerTest();

describe('cart paths on the real screens', () => {
  it('pins the screen path list', () => {
    expect(paths.map((p) => p.description)).toMatchInlineSnapshot(`
      [
        "cart.activity → cart.line.add → done:loadCart → cart.coupon.apply → done:addToCart ⇒ processing.applyingCoupon",
        "cart.activity → cart.line.add → done:loadCart → cart.coupon.apply → error:addToCart → cart.failure.dismiss ⇒ processing.applyingCoupon",
        "cart.activity → cart.line.add → done:loadCart → cart.coupon.remove → done:addToCart ⇒ processing.removingCoupon",
        "cart.activity → cart.line.add → done:loadCart → cart.coupon.remove → error:addToCart → cart.failure.dismiss ⇒ processing.removingCoupon",
        "cart.activity → cart.line.add → done:loadCart → cart.empty → done:addToCart ⇒ processing.emptying",
        "cart.activity → cart.line.add → done:loadCart → cart.empty → error:addToCart → cart.failure.dismiss ⇒ processing.emptying",
        "cart.activity → cart.line.add → done:loadCart → cart.line.remove ⇒ processing.adding",
        "cart.activity → cart.line.add → done:loadCart → cart.line.update → done:addToCart ⇒ processing.updatingQuantity",
        "cart.activity → cart.line.add → done:loadCart → cart.line.update → error:addToCart → cart.failure.dismiss ⇒ processing.updatingQuantity",
        "cart.activity → cart.line.add → done:loadCart → cart.shipping.select → done:addToCart ⇒ processing.selectingShipping",
        "cart.activity → cart.line.add → done:loadCart → cart.shipping.select → error:addToCart → cart.failure.dismiss ⇒ processing.selectingShipping",
        "cart.activity → cart.line.add → done:loadCart → done:addToCart ⇒ ready",
        "cart.activity → cart.line.add → done:loadCart → error:addToCart → cart.failure.dismiss ⇒ ready",
        "cart.activity → cart.line.add → error:loadCart (no answer) ⇒ failed",
        "cart.activity → cart.line.add → error:loadCart → cart.refresh ⇒ loading",
        "cart.activity → done:loadCart → cart.coupon.apply → cart.empty → done:applyCoupon ⇒ processing.emptying",
        "cart.activity → done:loadCart → cart.coupon.apply → cart.empty → error:applyCoupon ⇒ processing.emptying",
        "cart.activity → done:loadCart → cart.coupon.apply → cart.line.add → done:applyCoupon ⇒ processing.adding",
        "cart.activity → done:loadCart → cart.coupon.apply → cart.line.add → error:applyCoupon ⇒ processing.adding",
        "cart.activity → done:loadCart → cart.coupon.apply → cart.line.remove ⇒ processing.applyingCoupon",
        "cart.activity → done:loadCart → cart.coupon.apply → cart.line.update → done:applyCoupon ⇒ processing.updatingQuantity",
        "cart.activity → done:loadCart → cart.coupon.apply → cart.line.update → error:applyCoupon ⇒ processing.updatingQuantity",
        "cart.activity → done:loadCart → cart.coupon.apply → cart.shipping.select → done:applyCoupon ⇒ processing.selectingShipping",
        "cart.activity → done:loadCart → cart.coupon.apply → cart.shipping.select → error:applyCoupon ⇒ processing.selectingShipping",
        "cart.activity → done:loadCart → cart.coupon.apply → done:applyCoupon ⇒ ready",
        "cart.activity → done:loadCart → cart.coupon.apply → error:applyCoupon ⇒ ready",
        "cart.activity → done:loadCart → cart.coupon.remove → cart.empty → done:removeCoupons ⇒ processing.emptying",
        "cart.activity → done:loadCart → cart.coupon.remove → cart.empty → error:removeCoupons ⇒ processing.emptying",
        "cart.activity → done:loadCart → cart.coupon.remove → cart.line.add → done:removeCoupons ⇒ processing.adding",
        "cart.activity → done:loadCart → cart.coupon.remove → cart.line.add → error:removeCoupons ⇒ processing.adding",
        "cart.activity → done:loadCart → cart.coupon.remove → cart.line.remove ⇒ processing.removingCoupon",
        "cart.activity → done:loadCart → cart.coupon.remove → cart.line.update → done:removeCoupons ⇒ processing.updatingQuantity",
        "cart.activity → done:loadCart → cart.coupon.remove → cart.line.update → error:removeCoupons ⇒ processing.updatingQuantity",
        "cart.activity → done:loadCart → cart.coupon.remove → cart.shipping.select → done:removeCoupons ⇒ processing.selectingShipping",
        "cart.activity → done:loadCart → cart.coupon.remove → cart.shipping.select → error:removeCoupons ⇒ processing.selectingShipping",
        "cart.activity → done:loadCart → cart.coupon.remove → done:removeCoupons ⇒ ready",
        "cart.activity → done:loadCart → cart.coupon.remove → error:removeCoupons ⇒ ready",
        "cart.activity → done:loadCart → cart.empty → cart.coupon.apply → done:emptyCart ⇒ processing.applyingCoupon",
        "cart.activity → done:loadCart → cart.empty → cart.coupon.apply → error:emptyCart ⇒ processing.applyingCoupon",
        "cart.activity → done:loadCart → cart.empty → cart.coupon.remove → done:emptyCart ⇒ processing.removingCoupon",
        "cart.activity → done:loadCart → cart.empty → cart.coupon.remove → error:emptyCart ⇒ processing.removingCoupon",
        "cart.activity → done:loadCart → cart.empty → cart.empty → done:emptyCart ⇒ processing.emptying",
        "cart.activity → done:loadCart → cart.empty → cart.empty → error:emptyCart ⇒ processing.emptying",
        "cart.activity → done:loadCart → cart.empty → cart.line.add → done:emptyCart ⇒ processing.adding",
        "cart.activity → done:loadCart → cart.empty → cart.line.add → error:emptyCart ⇒ processing.adding",
        "cart.activity → done:loadCart → cart.empty → cart.line.remove ⇒ processing.emptying",
        "cart.activity → done:loadCart → cart.empty → cart.line.update → done:emptyCart ⇒ processing.updatingQuantity",
        "cart.activity → done:loadCart → cart.empty → cart.line.update → error:emptyCart ⇒ processing.updatingQuantity",
        "cart.activity → done:loadCart → cart.empty → cart.shipping.select → done:emptyCart ⇒ processing.selectingShipping",
        "cart.activity → done:loadCart → cart.empty → cart.shipping.select → error:emptyCart ⇒ processing.selectingShipping",
        "cart.activity → done:loadCart → cart.empty → done:emptyCart ⇒ ready",
        "cart.activity → done:loadCart → cart.empty → error:emptyCart ⇒ ready",
        "cart.activity → done:loadCart → cart.line.add ⇒ processing.adding",
        "cart.activity → done:loadCart → cart.line.remove ⇒ processing.updatingQuantity",
        "cart.activity → done:loadCart → cart.line.update → cart.coupon.apply → done:updateQuantity ⇒ processing.applyingCoupon",
        "cart.activity → done:loadCart → cart.line.update → cart.coupon.apply → error:updateQuantity ⇒ processing.applyingCoupon",
        "cart.activity → done:loadCart → cart.line.update → cart.coupon.remove → done:updateQuantity ⇒ processing.removingCoupon",
        "cart.activity → done:loadCart → cart.line.update → cart.coupon.remove → error:updateQuantity ⇒ processing.removingCoupon",
        "cart.activity → done:loadCart → cart.line.update → cart.empty → done:updateQuantity ⇒ processing.emptying",
        "cart.activity → done:loadCart → cart.line.update → cart.empty → error:updateQuantity ⇒ processing.emptying",
        "cart.activity → done:loadCart → cart.line.update → cart.line.add → done:updateQuantity ⇒ processing.adding",
        "cart.activity → done:loadCart → cart.line.update → cart.line.add → error:updateQuantity → cart.failure.dismiss ⇒ processing.adding",
        "cart.activity → done:loadCart → cart.line.update → cart.line.remove ⇒ processing.updatingQuantity",
        "cart.activity → done:loadCart → cart.line.update → cart.line.update → done:updateQuantity ⇒ processing.updatingQuantity",
        "cart.activity → done:loadCart → cart.line.update → cart.line.update → error:updateQuantity ⇒ processing.updatingQuantity",
        "cart.activity → done:loadCart → cart.line.update → cart.shipping.select → done:updateQuantity ⇒ processing.selectingShipping",
        "cart.activity → done:loadCart → cart.line.update → cart.shipping.select → error:updateQuantity ⇒ processing.selectingShipping",
        "cart.activity → done:loadCart → cart.line.update → done:updateQuantity ⇒ ready",
        "cart.activity → done:loadCart → cart.line.update → error:updateQuantity ⇒ ready",
        "cart.activity → done:loadCart → cart.shipping.select → cart.coupon.apply → done:changeShippingMethod ⇒ processing.applyingCoupon",
        "cart.activity → done:loadCart → cart.shipping.select → cart.coupon.apply → error:changeShippingMethod ⇒ processing.applyingCoupon",
        "cart.activity → done:loadCart → cart.shipping.select → cart.coupon.remove → done:changeShippingMethod ⇒ processing.removingCoupon",
        "cart.activity → done:loadCart → cart.shipping.select → cart.coupon.remove → error:changeShippingMethod ⇒ processing.removingCoupon",
        "cart.activity → done:loadCart → cart.shipping.select → cart.empty → done:changeShippingMethod ⇒ processing.emptying",
        "cart.activity → done:loadCart → cart.shipping.select → cart.empty → error:changeShippingMethod ⇒ processing.emptying",
        "cart.activity → done:loadCart → cart.shipping.select → cart.line.add → done:changeShippingMethod ⇒ processing.adding",
        "cart.activity → done:loadCart → cart.shipping.select → cart.line.add → error:changeShippingMethod ⇒ processing.adding",
        "cart.activity → done:loadCart → cart.shipping.select → cart.line.remove ⇒ processing.selectingShipping",
        "cart.activity → done:loadCart → cart.shipping.select → cart.line.update → done:changeShippingMethod ⇒ processing.updatingQuantity",
        "cart.activity → done:loadCart → cart.shipping.select → cart.line.update → error:changeShippingMethod ⇒ processing.updatingQuantity",
        "cart.activity → done:loadCart → cart.shipping.select → cart.shipping.select → done:changeShippingMethod ⇒ processing.selectingShipping",
        "cart.activity → done:loadCart → cart.shipping.select → cart.shipping.select → error:changeShippingMethod ⇒ processing.selectingShipping",
        "cart.activity → done:loadCart → cart.shipping.select → done:changeShippingMethod ⇒ ready",
        "cart.activity → done:loadCart → cart.shipping.select → error:changeShippingMethod ⇒ ready",
        "cart.activity → error:loadCart (no answer) ⇒ failed",
        "cart.activity → error:loadCart → cart.line.add ⇒ loading",
        "cart.activity → error:loadCart → cart.refresh ⇒ loading",
        "cart.load ⇒ loading",
        "autoOpenCart on: cart.activity → cart.line.add → done:loadCart → cart.coupon.apply → done:addToCart ⇒ processing.applyingCoupon",
        "autoOpenCart on: cart.activity → cart.line.add → done:loadCart → cart.coupon.remove → done:addToCart ⇒ processing.removingCoupon",
        "autoOpenCart on: cart.activity → cart.line.add → done:loadCart → cart.empty → done:addToCart ⇒ processing.emptying",
        "autoOpenCart on: cart.activity → cart.line.add → done:loadCart → cart.line.update → done:addToCart ⇒ processing.updatingQuantity",
        "autoOpenCart on: cart.activity → cart.line.add → done:loadCart → cart.shipping.select → done:addToCart ⇒ processing.selectingShipping",
        "autoOpenCart on: cart.activity → cart.line.add → done:loadCart → done:addToCart ⇒ ready",
        "eager start: cart.line.add → error:loadCart (no answer) ⇒ failed",
        "eager start: done:loadCart → cart.line.add ⇒ processing.adding",
        "eager start: done:loadCart → cart.line.remove ⇒ processing.updatingQuantity",
        "eager start: error:loadCart (no answer) ⇒ failed",
        "eager start: error:loadCart → cart.line.add ⇒ loading",
        "eager start: error:loadCart → cart.refresh ⇒ loading",
      ]
    `);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    const shop: Shop = createShop();
    const product = productOnPage(shop.network.environment);
    const rendered = (mounted.current = await renderWithSettings(path.input, () =>
      renderStorefront(
        <>
          <CartButton />
          <CartPanel />
          <CartFailureNotice />
          <ProductAddToCart product={product} />
        </>,
        shop.network.environment,
        { recorder },
      ),
    ));
    const seen: Seen = { count: null, beanie: false, failures: 0, refusedCoupon: null, adding: false };
    await reach(rendered, 'cart', path.initial, 'initial state');
    await expectScreen(path.initial, seen, 'initial state');
    let before: { value: unknown; tags: readonly string[] } = path.initial;
    let pendingCoupon: string | null = null;
    for (const [i, step] of path.steps.entries()) {
      const where = `step ${i + 1} (${step.event.type})`;
      const settled = settlement(step.event);
      const panelWasOpen = screen.queryByRole('dialog', { name: 'Cart' }) !== null;
      if (settled) {
        const operation = OPERATIONS[settled.actor]!;
        await waitFor(() => expect(shop.network.waiting(), where).toContain(operation));
        act(() => {
          if (settled.kind === 'done') shop.network.release(operation);
          else if (unanswered(step.event)) shop.network.fail(operation, 'Network error', 0);
          else shop.network.fail(operation, 'The store refused the change');
        });
        if (settled.kind === 'done') {
          seen.count = shop.count();
          seen.beanie = shop.names().includes(beanie.line.name);
        }
        if (settled.actor === 'loadCart' && settled.kind === 'error') seen.count = null;
        if (settled.actor === 'addToCart') seen.adding = false;
        if (settled.actor === 'applyCoupon')
          seen.refusedCoupon = settled.kind === 'error' ? pendingCoupon : null;
        else if (settled.kind === 'error' && settled.actor !== 'loadCart') seen.failures += 1;
      } else {
        const onPage = step.event.type === 'cart.line.add' || step.event.type === 'cart.failure.dismiss';
        const dialog = screen.queryByRole('dialog', { name: 'Cart' });
        if (onPage && dialog) {
          // The product page and the notice are under the panel: the shopper closes it first.
          fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
          await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cart' })).toBeNull());
        } else if (!onPage && !dialog && step.event.type !== 'cart.activity') {
          // The panel is the shopper's view of the cart: opened first, it stays open until the page is needed.
          fireEvent.keyDown(window, { key: 'Tab' });
          fireEvent.click(screen.getByRole('button', { name: /^Cart,/ }));
          await screen.findByRole('dialog', { name: 'Cart' });
        }
        if (step.event.type === 'cart.coupon.apply') {
          pendingCoupon = 'SAVE5';
          seen.refusedCoupon = null;
        }
        const action = actionFor(step.event, { ...before, adding: seen.adding, failed: seen.failures > 0 })!;
        act(() => action());
        if (step.event.type === 'cart.line.add') seen.adding = true;
        if (step.event.type === 'cart.failure.dismiss') seen.failures = 0;
      }
      await reach(rendered, 'cart', step, where);
      await expectScreen(step, seen, where);
      // An add the store took opens the closed panel exactly when the store's setting says so.
      if (settled?.actor === 'addToCart' && settled.kind === 'done' && !panelWasOpen)
        await waitFor(() =>
          expect(screen.queryByRole('dialog', { name: 'Cart' }) !== null, `${where}: panel opened`).toBe(
            path.input.autoOpenCart,
          ),
        );
      before = step;
    }
  });

  /**
   * A login reloads the cart (the auth actor's `cart.refresh`) while the panel keeps showing the lines it had: every
   * change the shopper makes there meanwhile (the last one Empty cart) waits in the queue, and runs, in order, on the
   * reloaded cart.
   */
  it('queues the changes made in the panel while a login reloads the cart, and runs them in order on the reloaded cart', async () => {
    const shop = createShop();
    const { network } = shop;
    const rendered = (mounted.current = await renderStorefront(
      <>
        <CartButton />
        <CartPanel />
        <LoginForm showError onSubmit={() => undefined} />
      </>,
      network.environment,
      { recorder },
    ));
    const cart = rendered.storefront.actor.getSnapshot().children.cart!;
    fireEvent.scroll(window);
    await waitFor(() => expect(network.waiting()).toContain('CartQuery'));
    act(() => network.release('CartQuery'));
    await waitFor(() => expect(cart.getSnapshot().value).toBe('ready'));

    const form = screen.getByRole('form', { name: 'Log in' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Username or email' }), {
      target: { value: 'ada' },
    });
    fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(network.waiting()).toContain('LoginMutation'));
    act(() => network.release('LoginMutation'));
    await waitFor(() => expect(cart.getSnapshot().value).toBe('loading'));

    fireEvent.click(screen.getByRole('button', { name: /^Cart,/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cart' });
    const changes = [
      () => fireEvent.click(within(dialog).getAllByRole('button', { name: /^Increase/ })[0]!),
      () =>
        fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Everyday Hoodie from the cart' })),
      () => fireEvent.click(within(dialog).getByRole('radio', { name: /Pick up in store/ })),
      () => {
        fireEvent.change(within(dialog).getByRole('textbox', { name: 'Coupon code' }), {
          target: { value: 'SAVE5' },
        });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
      },
      () => fireEvent.click(within(dialog).getAllByRole('button', { name: /^Remove coupon/ })[0]!),
      () => {
        emptyCart(dialog);
      },
    ];
    for (const [i, change] of changes.entries()) {
      act(() => change());
      expect(cart.getSnapshot().context.queue, `change ${i + 1} waits`).toHaveLength(i + 1);
    }
    expect(cart.getSnapshot().value).toBe('loading');

    act(() => network.release('CartQuery'));
    // The store's operation for each change, in the order the changes were made.
    const inOrder = [
      'UpdateCartQuantityMutation',
      'UpdateCartQuantityMutation',
      'ChangeShippingMethodMutation',
      'ApplyCouponMutation',
      'RemoveCouponsMutation',
      'EmptyCartMutation',
    ];
    for (const operation of inOrder) {
      await waitFor(() => expect(network.waiting()).toContain(operation));
      act(() => network.release(operation));
    }
    await waitFor(() => expect(cart.getSnapshot().value).toBe('ready'));
    // Each change went to the store in the order it was made: the last, Empty cart, left nothing.
    const sentChanges = network.sent.filter((name) => name.endsWith('Mutation') && name !== 'LoginMutation');
    expect(sentChanges).toEqual(inOrder);
    expect(shop.count()).toBe(0);
    await within(dialog).findByText('Your cart is empty.');
  });

  /**
   * With the store setting autoOpenCart on, an add the store answers opens the cart panel, whatever the shopper opened
   * meanwhile: pressed Add to cart, then the phone menu while the add was on its way; the panel takes the menu's place.
   */
  it('opens the cart panel in place of the phone menu when an add the shopper made before opening it lands (autoOpenCart)', async () => {
    const shop = createShop();
    const { network } = shop;
    const product = productOnPage(network.environment);
    const rendered = (mounted.current = await renderWithSettings(
      { ...cartInput, autoOpenCart: true, initStoreOnUserActionToReduceServerLoad: false },
      () =>
        renderStorefront(
          <>
            <Header />
            <CartPanel />
            <MobileMenu />
            <ProductAddToCart product={product} />
          </>,
          network.environment,
          { recorder },
        ),
    ));
    const shell = rendered.storefront.actor.getSnapshot().children.shell!;
    await waitFor(() => expect(network.waiting()).toContain('CartQuery'));
    act(() => network.release('CartQuery'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(network.waiting()).toContain('AddCartItemMutation'));
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await screen.findByRole('dialog', { name: 'Main menu' });
    act(() => network.release('AddCartItemMutation'));
    await screen.findByRole('dialog', { name: 'Cart' });
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).toBeNull();
    expect(shell.getSnapshot().value).toMatchObject({ panel: { open: 'cart' } });
    expect(within(panel()).getByText('Merino Beanie')).toBeDefined();
  });

  itCoversOnScreens(cartMachine, recorder, UNREACHED);
});
