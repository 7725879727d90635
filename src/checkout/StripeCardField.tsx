import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { useEffect, useId, useState } from 'react';
import { useT } from '../i18n/I18nProvider';
import { getStripe, stripePublishableKey } from './stripe';
import * as styles from './CheckoutScreen.css';

/** What paying needs from the mounted card field. */
export interface StripeHandle {
  stripe: Stripe;
  elements: StripeElements;
}

function CardInput({ onReady }: { onReady: (handle: StripeHandle | null) => void }) {
  const t = useT();
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    onReady(stripe && elements ? { stripe, elements } : null);
    return () => onReady(null);
  }, [stripe, elements, onReady]);
  return (
    <div className={styles.card}>
      <span id={labelId} className={styles.cardLabel}>
        {t('checkout.stripe.card')}
      </span>
      <div role="group" aria-labelledby={labelId} className={styles.cardInput}>
        <CardElement
          options={{ hidePostalCode: true }}
          onChange={(event) => setError(event.error?.message ?? null)}
        />
      </div>
      {error && (
        <p role="alert" className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Stripe's Card Element. Card data stays inside Stripe's field: it never reaches the draft or the store's API;
 * `onReady` hands the checkout the Stripe instance and elements to confirm the payment with.
 */
export function StripeCardField({ onReady }: { onReady: (handle: StripeHandle | null) => void }) {
  const t = useT();
  const [stripe] = useState(() => (stripePublishableKey() ? getStripe() : null));
  if (!stripe)
    return (
      <p role="alert" className={styles.fieldError}>
        {t('checkout.stripe.unavailable')}
      </p>
    );
  return (
    <Elements stripe={stripe}>
      <CardInput onReady={onReady} />
    </Elements>
  );
}
