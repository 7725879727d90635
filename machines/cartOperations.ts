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

/** One queued cart change: what the shopper asked for, never the server's cart. */
export type CartOperation =
  | { kind: 'add'; input: AddToCartInput }
  | { kind: 'quantity'; input: UpdateQuantityInput }
  | { kind: 'empty'; input: undefined }
  | { kind: 'shipping'; input: { shippingMethods: string[] } }
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
  | { type: 'cart.coupon.apply'; code: string }
  | { type: 'cart.coupon.remove'; code: string };

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
    case 'cart.coupon.apply':
      return { kind: 'couponApply', input: { code: event.code } };
    case 'cart.coupon.remove':
      return { kind: 'couponRemove', input: { codes: [event.code] } };
    default:
      return undefined;
  }
}

/**
 * Appends `operation` to `queue`. A quantity change for the same line as the last waiting (not yet sent) operation
 * replaces it, since only the final quantity reaches the server anyway. `inFlight` is true when `queue[0]` is running.
 */
export function enqueue(
  queue: CartOperation[],
  operation: CartOperation,
  inFlight: boolean,
): CartOperation[] {
  const last = queue.at(-1);
  const lastIsWaiting = queue.length > (inFlight ? 1 : 0);
  if (
    lastIsWaiting &&
    last?.kind === 'quantity' &&
    operation.kind === 'quantity' &&
    last.input.key === operation.input.key
  ) {
    return [...queue.slice(0, -1), operation];
  }
  return [...queue, operation];
}

type OperationInputs = { [O in CartOperation as O['kind']]: O['input'] };

/** The input of the operation at the head of the queue, which the routing guard has checked to be of `kind`. */
export function headInput<K extends CartOperationKind>(queue: CartOperation[], kind: K): OperationInputs[K] {
  const head = queue[0];
  if (head?.kind !== kind) throw new Error(`Cart queue head is ${head?.kind ?? 'empty'}, not ${kind}`);
  return head.input as OperationInputs[K];
}
