import { fetchQuery, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { StripeIntentQuery as StripeIntentQueryType } from '../../__generated__/StripeIntentQuery.graphql';

const query = graphql`
  query StripeIntentQuery {
    stripePaymentIntent {
      id
      clientSecret
      error
    }
  }
`;

/**
 * Asks the store for its Stripe intent for the session cart (spec `getStripePaymentIntent`): a SetupIntent from
 * woonuxt-settings 1.0.54 onwards, a PaymentIntent before; `confirmCardIntent` handles both. Rejects with the store's
 * reason when it could not (Stripe not configured, empty cart) or on a network error.
 */
export async function fetchStripeIntent(
  environment: Environment,
): Promise<{ id: string; clientSecret: string }> {
  const data = await fetchQuery<StripeIntentQueryType>(
    environment,
    query,
    {},
    { fetchPolicy: 'network-only' },
  ).toPromise();
  const intent = data?.stripePaymentIntent;
  if (intent?.error) throw new Error(intent.error);
  if (!intent?.id || !intent.clientSecret) throw new Error('The store did not create a payment.');
  return { id: intent.id, clientSecret: intent.clientSecret };
}
