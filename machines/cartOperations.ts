import type { AnyActorRef } from 'xstate';

/** Input of the `addToCart` mutation (WooGraphQL `AddToCartInput`). */
export interface AddToCartInput {
  productId: number;
  quantity: number;
  variationId?: number;
  variation?: Array<{ attributeName: string; attributeValue: string }>;
}

/** Input of `UpDateCartQuantity`; quantity 0 removes the line. */
export interface UpdateQuantityInput {
  key: string;
  quantity: number;
}

/** Where the order ships (spec `ChangeShippingCounty`): it decides the shipping rates and tax. */
export interface ShippingDestination {
  country: string;
  state: string;
  postcode: string;
}

/** One queued cart change: what the shopper asked for, never the server's cart. */
export type CartOperation =
  | { kind: 'add'; input: AddToCartInput }
  | { kind: 'quantity'; input: UpdateQuantityInput }
  | { kind: 'empty'; input: undefined }
  | { kind: 'shipping'; input: { shippingMethods: string[] } }
  | { kind: 'destination'; input: ShippingDestination }
  | { kind: 'couponApply'; input: { code: string } }
  | { kind: 'couponRemove'; input: { codes: string[] } };

export type CartOperationKind = CartOperation['kind'];

/** Events that ask for a cart change. */
export const operationEvents = [
  'cart.line.add',
  'cart.line.update',
  'cart.line.remove',
  'cart.empty',
  'cart.shipping.select',
  'cart.destination.change',
  'cart.coupon.apply',
  'cart.coupon.remove',
] as const;

/** The same transition for every operation event. */
export function onOperations<T>(transition: T): Record<(typeof operationEvents)[number], T> {
  return Object.fromEntries(operationEvents.map((type) => [type, transition])) as Record<
    (typeof operationEvents)[number],
    T
  >;
}

export type CartEvent =
  /** First mouse, key, touch, scroll, click or resize on a page that loads the cart lazily. */
  | { type: 'cart.activity' }
  /** Checkout, my-account and order-summary pages need the cart at once. */
  | { type: 'cart.load' }
  | { type: 'cart.refresh' }
  /** Logout: forget the cart until it is loaded again. */
  | { type: 'cart.clear' }
  | ({ type: 'cart.line.add' } & AddToCartInput)
  | { type: 'cart.line.update'; key: string; quantity: number }
  | { type: 'cart.line.remove'; key: string }
  | { type: 'cart.empty' }
  | { type: 'cart.shipping.select'; shippingMethods: string[] }
  /** Checkout's country, state or postcode changed: the store re-rates shipping for the new destination. */
  | ({ type: 'cart.destination.change' } & ShippingDestination)
  | { type: 'cart.coupon.apply'; code: string }
  | { type: 'cart.coupon.remove'; code: string }
  /** The shopper closed the notice of failed cart changes. */
  | { type: 'cart.failure.dismiss' }
  /**
   * An order is about to be placed. The store keeps the cart in the session and saves it at the end of each request,
   * so a change still running while the order empties the cart writes the ordered lines back. The cart finishes
   * what runs, tells `replyTo` `cart.reply.held`, and holds new changes until `cart.checkout.end`.
   */
  | { type: 'cart.checkout.begin'; replyTo?: AnyActorRef }
  /** The order was placed or refused: held changes run. */
  | { type: 'cart.checkout.end' };

/** The cart's answer to `cart.checkout.begin`: nothing runs, the order may go. */
export interface CartHeld {
  type: 'cart.reply.held';
}

/** The operation a cart event asks for, or `undefined` for lifecycle events. */
export function toOperation(event: CartEvent): CartOperation | undefined {
  switch (event.type) {
    case 'cart.line.add': {
      const { type: _type, ...input } = event;
      return { kind: 'add', input };
    }
    case 'cart.line.update':
      return { kind: 'quantity', input: { key: event.key, quantity: event.quantity } };
    case 'cart.line.remove':
      return { kind: 'quantity', input: { key: event.key, quantity: 0 } };
    case 'cart.empty':
      return { kind: 'empty', input: undefined };
    case 'cart.shipping.select':
      return { kind: 'shipping', input: { shippingMethods: event.shippingMethods } };
    case 'cart.destination.change':
      return {
        kind: 'destination',
        input: { country: event.country, state: event.state, postcode: event.postcode },
      };
    case 'cart.coupon.apply':
      return { kind: 'couponApply', input: { code: event.code } };
    case 'cart.coupon.remove':
      return { kind: 'couponRemove', input: { codes: [event.code] } };
    default:
      return undefined;
  }
}

/** True when `next` makes the waiting `last` pointless: only the final value reaches the server anyway. */
function supersedes(last: CartOperation, next: CartOperation): boolean {
  if (last.kind === 'quantity' && next.kind === 'quantity') return last.input.key === next.input.key;
  return last.kind === 'destination' && next.kind === 'destination';
}

/**
 * Appends `operation` to `queue`. A quantity change for the same line, or a new shipping destination, replaces the
 * last operation when that one is of the same sort and still waiting (not yet sent). `inFlight` is true when
 * `queue[0]` is running: a running operation is never replaced, so its answer is followed by the newer change.
 */
export function enqueue(
  queue: CartOperation[],
  operation: CartOperation,
  inFlight: boolean,
): CartOperation[] {
  const last = queue.at(-1);
  const lastIsWaiting = queue.length > (inFlight ? 1 : 0);
  if (lastIsWaiting && last && supersedes(last, operation)) return [...queue.slice(0, -1), operation];
  return [...queue, operation];
}

type OperationInputs = { [O in CartOperation as O['kind']]: O['input'] };

/** The input of the operation at the head of the queue, which the routing guard has checked to be of `kind`. */
export function headInput<K extends CartOperationKind>(queue: CartOperation[], kind: K): OperationInputs[K] {
  const head = queue[0];
  if (head?.kind !== kind) throw new Error(`Cart queue head is ${head?.kind ?? 'empty'}, not ${kind}`);
  return head.input as OperationInputs[K];
}
