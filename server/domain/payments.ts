/** Minimal Stripe REST client (PaymentIntents only) using the secret key; no SDK needed for these two calls. */
export function stripeClient(secretKey: string) {
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    body?: Record<string, string>,
  ): Promise<Record<string, unknown>> => {
    const response = await fetch(`https://api.stripe.com/v1/${path}`, {
      method,
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: body ? new URLSearchParams(body).toString() : null,
      signal: AbortSignal.timeout(10_000),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) {
      const error = json.error as { message?: string } | undefined;
      throw new Error(error?.message ?? `Stripe answered ${response.status}`);
    }
    return json;
  };
  return {
    async createIntent(amount: number, currency: string): Promise<{ id: string; clientSecret: string }> {
      const intent = await call('POST', 'payment_intents', {
        amount: String(amount),
        currency: currency.toLowerCase(),
        'automatic_payment_methods[enabled]': 'true',
      });
      return { id: String(intent.id), clientSecret: String(intent.client_secret) };
    },
    /** True when the intent succeeded for exactly `amount` cents. */
    async verify(id: string, amount: number): Promise<boolean> {
      const intent = await call('GET', `payment_intents/${encodeURIComponent(id)}`);
      return intent.status === 'succeeded' && intent.amount_received === amount;
    },
  };
}
