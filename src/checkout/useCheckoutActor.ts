import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { devInspect } from '../app/inspector';
import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { checkoutMachine } from '../../machines/checkoutMachine';
import { useAuthActor, type AuthActor } from '../account/AuthProvider';
import { useCart } from '../cart/CartProvider';
import { Slot } from '../cart/Slot';
import { useT } from '../i18n/I18nProvider';
import { clearDraft, readDraft, writeDraft } from './draftStorage';
import { commitCheckout } from './mutations/CheckoutMutation';
import { confirmCardIntent } from './stripe';
import { fetchStripeIntent } from './StripeIntentQuery';
import type { StripeHandle } from './StripeCardField';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/** How long the new account's login may take before the order screen opens without it. */
const LOGIN_TIMEOUT_MS = 30_000;

/**
 * Logs in through the auth machine (which stores the tokens and refreshes the cart) and settles with its answer.
 * Rejects when no auth actor runs yet or the login fails.
 */
async function logInWith(auth: AuthActor | null, credentials: { username: string; password: string }) {
  if (!auth) throw new Error('Login is not available yet.');
  if (auth.getSnapshot().matches('authenticated')) return;
  auth.send({ type: 'auth.login', ...credentials });
  const settled = await waitFor(
    auth,
    (s) => s.matches('authenticated') || (s.matches({ guest: 'idle' }) && s.context.error !== null),
    { timeout: LOGIN_TIMEOUT_MS },
  );
  if (!settled.matches('authenticated')) throw new Error(settled.context.error?.message ?? 'Login failed');
}

/**
 * The checkout machine with its Relay, Stripe, router, cart and auth implementations. It lives with the checkout
 * body, not the form, so the form may stay while the emptied cart arrives during the last steps. `stripe` is
 * filled by the mounted card field; the payment actor reads it when it runs, never during render.
 */
export function useCheckoutActor(): { checkout: CheckoutActor; stripe: Slot<StripeHandle | null> } {
  const t = useT();
  const environment = useRelayEnvironment();
  const cart = useCart();
  const navigate = useNavigate();
  const authActor = useAuthActor();
  const [auth] = useState(() => new Slot<AuthActor | null>(null));
  useEffect(() => auth.set(authActor), [auth, authActor]);
  const [stripe] = useState(() => new Slot<StripeHandle | null>(null));
  const [initialDraft] = useState(readDraft);
  // The navigation to the order screen, which the cart refresh waits for.
  const [orderScreen] = useState(() => new Slot<Promise<void>>(Promise.resolve()));

  const checkout = useActorRef(
    checkoutMachine.provide({
      actors: {
        createPaymentIntent: fromPromise(() => fetchStripeIntent(environment)),
        confirmPayment: fromPromise(async ({ input }) => {
          const handle = stripe.get();
          const card = handle?.elements.getElement('card');
          if (!handle || !card) throw new Error(t('checkout.stripe.unavailable'));
          return confirmCardIntent(
            handle.stripe,
            card,
            input.clientSecret,
            input.billing,
            t('checkout.stripe.failed'),
          );
        }),
        placeOrder: fromPromise(({ input }) => commitCheckout(environment, input)),
        logIn: fromPromise(async ({ input }) => {
          try {
            await logInWith(auth.get(), input);
          } catch (error) {
            console.error('logging in the account created at checkout failed', error);
            throw error;
          }
        }),
      },
      actions: {
        persistDraft: (_, { draft }) => writeDraft(draft),
        clearDraft,
        openOrderReceived: (_, { orderId }) => {
          orderScreen.set(navigate({ to: '/checkout/order-received/$orderId', params: { orderId } }));
        },
        // The order emptied the cart on the server; it is reloaded once the order screen shows.
        refreshCart: () => {
          const refresh = () => cart.send({ type: 'cart.refresh' });
          orderScreen.get().then(refresh, refresh);
        },
      },
    }),
    { input: { draft: initialDraft }, inspect: devInspect() },
  );
  return { checkout, stripe };
}
