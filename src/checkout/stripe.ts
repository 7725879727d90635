import type { PaymentMethodCreateParams, Stripe, StripeCardElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Address, CheckoutPayment } from '../../machines/checkoutValidation';

declare global {
  interface Window {
    /** Runtime configuration a host may inject before the app starts (no rebuild needed to change keys). */
    __STOREFRONT_CONFIG__?: { stripePublishableKey?: string };
  }
}

/**
 * The Stripe publishable key: `VITE_STRIPE_PUBLISHABLE_KEY` at build time, else the host's runtime configuration.
 * Empty when neither is set; card payment then reports that it is unavailable.
 */
export function stripePublishableKey(): string {
  const built = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined;
  return (
    built || (typeof window === 'undefined' ? '' : (window.__STOREFRONT_CONFIG__?.stripePublishableKey ?? ''))
  );
}

let stripe: Promise<Stripe | null> | null = null;

/** Loads Stripe.js once, on first use in the browser (the `pure` entry loads nothing on import). */
export function getStripe(): Promise<Stripe | null> {
  stripe ??= loadStripe(stripePublishableKey());
  return stripe;
}

function billingDetails(billing: Address): PaymentMethodCreateParams.BillingDetails {
  return {
    name: `${billing.firstName} ${billing.lastName}`.trim(),
    email: billing.email || undefined,
    phone: billing.phone || undefined,
    address: {
      line1: billing.address1 || undefined,
      line2: billing.address2 || undefined,
      city: billing.city || undefined,
      state: billing.state || undefined,
      postal_code: billing.postcode || undefined,
      country: billing.country || undefined,
    },
  };
}

/**
 * Confirms the store's intent with the card field, by the kind of secret the store sent. woonuxt-settings (1.0.54
 * onwards) answers with a SetupIntent (`seti_…`): the card is saved with `confirmCardSetup` and the order names it in
 * the metadata WooNuxt 4.6 sends, for the store's Stripe gateway to charge. Older stores answer with a PaymentIntent
 * (`pi_…`), paid here with `confirmCardPayment`. Rejects with Stripe's message (declined, incomplete), or `failed`.
 */
export async function confirmCardIntent(
  stripe: Stripe,
  card: StripeCardElement,
  clientSecret: string,
  billing: Address,
  failed: string,
): Promise<CheckoutPayment> {
  const payment_method = { card, billing_details: billingDetails(billing) };
  if (clientSecret.startsWith('seti_')) {
    const result = await stripe.confirmCardSetup(clientSecret, { payment_method });
    if (result.error) throw new Error(result.error.message ?? failed);
    const { setupIntent } = result;
    const method =
      typeof setupIntent.payment_method === 'string'
        ? setupIntent.payment_method
        : setupIntent.payment_method?.id;
    if (setupIntent.status !== 'succeeded' || !method) throw new Error(failed);
    return {
      isPaid: false,
      metaData: [
        { key: '_stripe_intent_id', value: setupIntent.id },
        { key: '_stripe_source_id', value: method },
      ],
    };
  }
  const result = await stripe.confirmCardPayment(clientSecret, { payment_method });
  if (result.error) throw new Error(result.error.message ?? failed);
  if (result.paymentIntent.status !== 'succeeded') throw new Error(failed);
  return { isPaid: true, transactionId: result.paymentIntent.id };
}
