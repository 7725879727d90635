import type { AuthReply } from './authTypes';
import type { CartHeld } from './cartOperations';
import type { CheckoutDraft, DraftPatch, SavedAddresses } from './checkoutValidation';

export interface CheckoutMachineInput {
  /** The draft restored from sessionStorage after a reload, if any. */
  draft: CheckoutDraft | null;
}

export type CheckoutEvent =
  | { type: 'checkout.draft.change'; patch: DraftPatch }
  /** A logged-in customer's saved addresses fill the fields still empty. */
  | ({ type: 'checkout.prefill' } & SavedAddresses)
  | { type: 'checkout.submit'; billingAddressRequired: boolean }
  /** The card field is ready to pay with (the app's payment handle, opaque here), or gone (null). */
  | { type: 'checkout.card.ready'; card: unknown }
  /** The auth actor says a customer is logged in: their saved addresses are loaded. */
  | { type: 'checkout.customer.known' }
  | AuthReply
  /** The cart actor runs no change now and holds new ones until the order is placed or refused. */
  | CartHeld;

/** What checkout tells the root actor, which owns its lifetime: the order is placed, show it. */
export interface CheckoutPlaced {
  type: 'storefront.order.placed';
  orderId: number;
}

export type CheckoutTag = 'processing';

export interface CheckoutFailure {
  stage: 'intent' | 'payment' | 'order';
  /** The server's or Stripe's message, shown as is. */
  message: string;
}
