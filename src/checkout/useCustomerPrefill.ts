import { useEffect } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useCustomerPrefillQuery } from '../../__generated__/useCustomerPrefillQuery.graphql';
import { useAuthStatus } from '../account/AuthProvider';
import type { CheckoutActor } from './useCheckoutActor';

const query = graphql`
  query useCustomerPrefillQuery {
    customer {
      billing {
        firstName
        lastName
        company
        address1
        address2
        city
        state
        postcode
        country
        email
        phone
      }
      shipping {
        firstName
        lastName
        company
        address1
        address2
        city
        state
        postcode
        country
      }
    }
  }
`;

/**
 * A logged-in customer's saved addresses fill the checkout's empty fields. The tokens live in browser storage, so
 * the server renders checkout as a guest's: the browser asks once it knows who is logged in (after hydration, or
 * after a login on the way to checkout). A failure leaves the form as it is; the shopper can still type.
 */
export function useCustomerPrefill(checkout: CheckoutActor): void {
  const environment = useRelayEnvironment();
  const authenticated = useAuthStatus() === 'authenticated';
  useEffect(() => {
    if (!authenticated) return;
    const subscription = fetchQuery<useCustomerPrefillQuery>(
      environment,
      query,
      {},
      { fetchPolicy: 'network-only' },
    ).subscribe({
      next: (data) => {
        const customer = data.customer;
        if (customer)
          checkout.send({
            type: 'checkout.prefill',
            billing: customer.billing ?? null,
            shipping: customer.shipping ?? null,
          });
      },
      error: (error: unknown) => console.error('loading the saved addresses failed', error),
    });
    return () => subscription.unsubscribe();
  }, [authenticated, checkout, environment]);
}
