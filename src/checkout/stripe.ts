import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

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
