import { fetchQuery } from 'relay-runtime';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { CustomerAddressesQuery } from '../../__generated__/CustomerAddressesQuery.graphql';
import type { checkoutMachine, CheckoutEvent } from '../../machines/checkoutMachine';
import type { CheckoutDraft } from '../../machines/checkoutValidation';
import type { AppEnvironment } from '../relay/environment';
import { customerAddressesQuery } from './CustomerAddressesQuery';
import { clearDraft, writeDraft } from './draftStorage';
import type { StripeHandle } from './StripeCardField';

const isStripeHandle = (card: unknown): card is StripeHandle =>
  typeof card === 'object' && card !== null && 'stripe' in card && 'elements' in card;

/**
 * The checkout machine's implementations: Relay for the intent, the order and the saved addresses; Stripe.js with
 * the mounted card field (handed over as `checkout.card.ready`); sessionStorage for the draft. A payment that fails
 * without Stripe's own message rejects with an empty one: the form words it in the page's language.
 */
export function checkoutImplementations(environment: AppEnvironment) {
  const payment = () => import('./checkoutPayment');
  return {
    actors: {
      createPaymentIntent: fromPromise(async () => (await payment()).fetchStripeIntent(environment)),
      confirmPayment: fromPromise(async ({ input }) => {
        const card = isStripeHandle(input.card) ? input.card.elements.getElement('card') : null;
        if (!isStripeHandle(input.card) || !card) throw new Error('');
        const { confirmCardIntent } = await payment();
        return confirmCardIntent(input.card.stripe, card, input.clientSecret, input.billing, '');
      }),
      placeOrder: fromPromise(async ({ input }) => (await payment()).commitCheckout(environment, input)),
      loadCustomer: fromCallback<EventObject, void>(({ sendBack }) => {
        const subscription = fetchQuery<CustomerAddressesQuery>(
          environment,
          customerAddressesQuery,
          {},
          { fetchPolicy: 'network-only' },
        ).subscribe({
          next: (data) => {
            const customer = data.customer;
            if (customer)
              sendBack({
                type: 'checkout.prefill',
                billing: customer.billing ?? null,
                shipping: customer.shipping ?? null,
              } satisfies CheckoutEvent);
          },
          // The form stays as it is; the shopper can still type.
          error: (error: unknown) => console.error('loading the saved addresses failed', error),
        });
        return () => subscription.unsubscribe();
      }),
    },
    actions: {
      persistDraft: (_: unknown, { draft }: { draft: CheckoutDraft }) => writeDraft(draft),
      clearDraft,
    },
  } satisfies Parameters<typeof checkoutMachine.provide>[0];
}
