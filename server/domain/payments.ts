import Stripe from 'stripe';

/** The PaymentIntent fields the API reads. */
export interface StripeIntent {
  id: string;
  status: string;
  amount: number;
  amountReceived: number;
  currency: string;
  clientSecret: string;
  metadata: Record<string, string>;
}

/** The SetupIntent fields the API reads: once it succeeded, `paymentMethod` is the card it saved. */
export interface StripeSetupIntent {
  id: string;
  status: string;
  clientSecret: string;
  paymentMethod: string | null;
  metadata: Record<string, string>;
}

/** A Stripe API failure; `status` is the HTTP status (404: unknown intent), 0 when Stripe was unreachable. */
export class StripeError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface StripeClient {
  createIntent(amount: number, currency: string, metadata?: Record<string, string>): Promise<StripeIntent>;
  retrieveIntent(id: string): Promise<StripeIntent>;
  createSetupIntent(metadata?: Record<string, string>): Promise<StripeSetupIntent>;
  retrieveSetupIntent(id: string): Promise<StripeSetupIntent>;
  /**
   * Charges a saved payment method for `amount` at once (a PaymentIntent created and confirmed server-side), as the
   * WooCommerce Stripe gateway charges a card a SetupIntent saved. Resolves with the intent whatever its status.
   */
  chargePaymentMethod(
    paymentMethod: string,
    amount: number,
    currency: string,
    metadata?: Record<string, string>,
  ): Promise<StripeIntent>;
}

export const DEFAULT_STRIPE_API_BASE = 'https://api.stripe.com';

/**
 * PaymentIntents through the official `stripe` package with the secret key. `apiBase` (STRIPE_API_BASE) points it
 * at another host, such as the local stand-in the tests run, which implements the same calls.
 */
export function stripeClient(secretKey: string, apiBase: string = DEFAULT_STRIPE_API_BASE): StripeClient {
  const base = new URL(apiBase);
  const stripe = new Stripe(secretKey, {
    host: base.hostname,
    ...(base.port ? { port: Number(base.port) } : {}),
    protocol: base.protocol === 'http:' ? 'http' : 'https',
    timeout: 10_000,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'storefront-reference-api' },
  });
  const toIntent = (o: Stripe.PaymentIntent): StripeIntent => ({
    id: o.id,
    status: o.status,
    amount: o.amount,
    amountReceived: o.amount_received ?? 0,
    currency: o.currency,
    clientSecret: o.client_secret ?? '',
    metadata: { ...o.metadata },
  });
  const toSetupIntent = (o: Stripe.SetupIntent): StripeSetupIntent => ({
    id: o.id,
    status: o.status,
    clientSecret: o.client_secret ?? '',
    paymentMethod: typeof o.payment_method === 'string' ? o.payment_method : (o.payment_method?.id ?? null),
    metadata: { ...o.metadata },
  });
  const call = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeConnectionError)
        throw new StripeError('Stripe could not be reached.', 0);
      if (error instanceof Stripe.errors.StripeError)
        throw new StripeError(
          error.message || `Stripe answered ${error.statusCode ?? 0}`,
          error.statusCode ?? 0,
        );
      throw error;
    }
  };
  return {
    async createIntent(amount, currency, metadata = {}) {
      return toIntent(
        await call(() =>
          stripe.paymentIntents.create({
            amount,
            currency: currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            metadata,
          }),
        ),
      );
    },
    async retrieveIntent(id) {
      return toIntent(await call(() => stripe.paymentIntents.retrieve(id)));
    },
    async createSetupIntent(metadata = {}) {
      return toSetupIntent(
        await call(() =>
          stripe.setupIntents.create({ automatic_payment_methods: { enabled: true }, metadata }),
        ),
      );
    },
    async retrieveSetupIntent(id) {
      return toSetupIntent(await call(() => stripe.setupIntents.retrieve(id)));
    },
    async chargePaymentMethod(paymentMethod, amount, currency, metadata = {}) {
      return toIntent(
        await call(() =>
          stripe.paymentIntents.create({
            amount,
            currency: currency.toLowerCase(),
            payment_method: paymentMethod,
            confirm: true,
            off_session: true,
            metadata,
          }),
        ),
      );
    },
  };
}
