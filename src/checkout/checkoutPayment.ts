/**
 * What placing an order needs (the store's Stripe intent, Stripe.js's confirmation, the checkout mutation), in a
 * chunk of its own: the checkout actors load it when the checkout opens, not with every page.
 */
export { commitCheckout } from './mutations/CheckoutMutation';
export { confirmCardIntent } from './stripe';
export { fetchStripeIntent } from './StripeIntentQuery';
