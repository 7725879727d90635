/** The PaymentIntent fields the API reads. */
export interface StripeIntent {
  id: string;
  status: string;
  amount: number;
  amountReceived: number;
  currency: string;
  clientSecret: string;
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
}

export const DEFAULT_STRIPE_API_BASE = 'https://api.stripe.com';

/**
 * Minimal Stripe REST client (PaymentIntents only) with the secret key. `apiBase` (STRIPE_API_BASE) lets tests
 * point it at a local stand-in that implements the same two calls.
 */
export function stripeClient(secretKey: string, apiBase: string = DEFAULT_STRIPE_API_BASE): StripeClient {
  const base = apiBase.replace(/\/+$/, '');
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, string>,
  ): Promise<Record<string, unknown>> => {
    let response: Response;
    try {
      response = await fetch(`${base}/v1/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'stripe-version': '2024-06-20',
        },
        body: body ? new URLSearchParams(body).toString() : null,
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new StripeError('Stripe could not be reached.', 0);
    }
    let json: Record<string, unknown> = {};
    try {
      json = (await response.json()) as Record<string, unknown>;
    } catch {
      // a non-JSON answer is reported by status below
    }
    if (!response.ok) {
      const error = json.error as { message?: string } | undefined;
      throw new StripeError(error?.message ?? `Stripe answered ${response.status}`, response.status);
    }
    return json;
  };
  const toIntent = (o: Record<string, unknown>): StripeIntent => ({
    id: String(o.id),
    status: String(o.status),
    amount: Number(o.amount),
    amountReceived: Number(o.amount_received ?? 0),
    currency: String(o.currency),
    clientSecret: String(o.client_secret),
  });
  return {
    async createIntent(amount, currency, metadata = {}) {
      const params: Record<string, string> = {
        amount: String(amount),
        currency: currency.toLowerCase(),
        'automatic_payment_methods[enabled]': 'true',
      };
      for (const [k, v] of Object.entries(metadata)) params[`metadata[${k}]`] = v;
      return toIntent(await call('POST', 'payment_intents', params));
    },
    async retrieveIntent(id) {
      return toIntent(await call('GET', `payment_intents/${encodeURIComponent(id)}`));
    },
  };
}
