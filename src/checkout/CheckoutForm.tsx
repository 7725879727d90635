import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import type { CheckoutReview_cart$key } from '../../__generated__/CheckoutReview_cart.graphql';
import type { Address, DraftPatch } from '../../machines/checkoutValidation';
import { useCart, type CheckoutActor, useActorValue } from '../app/hooks';
import { useStoreLang, useT } from '../i18n/I18nProvider';
import { StoreText } from '../i18n/StoreText';
import { settings } from '../settings';
import { Button } from '../ui/Button';
import { Checkbox } from '../ui/Checkbox';
import { announce } from '../ui/LiveRegion';
import { Radio, RadioGroup } from '../ui/RadioGroup';
import { Switch } from '../ui/Switch';
import { TextArea } from '../ui/TextArea';
import { TextField } from '../ui/TextField';
import { AddressFields } from './AddressFields';
import { CheckoutReview } from './CheckoutReview';
import { useFieldError } from './fieldErrors';
import { StripeCardField, type StripeHandle } from './StripeCardField';
import * as styles from './CheckoutScreen.css';

// The checkout's form and order review: they show once the checkout actor runs and the cart has loaded, so their
// code (the address fields' country and state selects, the switches, radios and payment field) loads beside those,
// not before the checkout page can hydrate. CheckoutScreen starts the import as soon as the route's code runs.

export interface Gateway {
  id: string;
  title: string;
  description: string | null;
}

/** How long the destination waits for typing to pause, so a half-typed postcode is not sent. */
const DESTINATION_DELAY_MS = 300;

/**
 * Spec 4 (ChangeShippingCounty): where the order ships decides the rates. The cart machine queues the change with
 * the other cart operations (a newer destination replaces a waiting one) and reloads the cart with the new rates.
 */
function useShippingDestination(address: Address) {
  const cart = useCart();
  const { country, state, postcode } = address;
  useEffect(() => {
    if (!country) return;
    const timer = setTimeout(
      () => cart.send({ type: 'cart.destination.change', country, state, postcode: postcode.trim() }),
      DESTINATION_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [cart, country, state, postcode]);
}

function CheckoutForm({
  checkout,
  gateways,
  countries,
  isGuest,
  needsShipping,
}: {
  checkout: CheckoutActor;
  gateways: readonly Gateway[];
  countries: readonly string[];
  isGuest: boolean;
  needsShipping: boolean;
}) {
  const t = useT();
  const storeLang = useStoreLang();
  const onStripeReady = useCallback(
    (handle: StripeHandle | null) => checkout.send({ type: 'checkout.card.ready', card: handle }),
    [checkout],
  );

  const draft = useActorValue(checkout, (s) => s.context.draft);
  const errors = useActorValue(checkout, (s) => s.context.errors);
  const failure = useActorValue(checkout, (s) => s.context.failure);
  const processing = useActorValue(checkout, (s) => s.hasTag('processing'));
  const errorOf = useFieldError(errors);
  const change = (patch: DraftPatch) => checkout.send({ type: 'checkout.draft.change', patch });

  const firstGateway = gateways[0]?.id;
  useEffect(() => {
    // Like WooCommerce, the first gateway starts selected; a restored draft keeps its own choice.
    if (!checkout.getSnapshot().context.draft.paymentMethod && firstGateway)
      checkout.send({ type: 'checkout.draft.change', patch: { paymentMethod: firstGateway } });
  }, [checkout, firstGateway]);

  // A draft restored from a guest visit may still ask for a new account; a logged-in shopper has one (and no
  // longer sees the password field it would require).
  const staleAccountRequest = !isGuest && draft.createAccount && !processing;
  useEffect(() => {
    if (staleAccountRequest)
      checkout.send({ type: 'checkout.draft.change', patch: { createAccount: false } });
  }, [checkout, staleAccountRequest]);

  useShippingDestination(draft.shipToDifferentAddress ? draft.shipping : draft.billing);

  const billingAddressRequired = !(settings.hideBillingAddressForVirtualProducts && !needsShipping);

  const form = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts === 0) return;
    const count = Object.keys(checkout.getSnapshot().context.errors).length;
    if (count === 0) return;
    announce(t('checkout.error.summary', { count }));
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, checkout, t]);

  // The store refused the new account's password: say so and take the shopper to that field.
  const passwordRefused = errors['account.password'] === 'commonPassword';
  useEffect(() => {
    if (!passwordRefused) return;
    announce(t('auth.error.commonPassword'));
    form.current?.querySelector<HTMLElement>('input[name="account.password"]')?.focus();
  }, [passwordRefused, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkout.send({ type: 'checkout.submit', billingAddressRequired });
    setAttempts((n) => n + 1);
  };

  const paymentError = errorOf('paymentMethod');
  return (
    <Form ref={form} className={styles.form} onSubmit={submit} validationBehavior="aria">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('checkout.billing.title')}</legend>
        <AddressFields
          group="billing"
          address={draft.billing}
          errors={errors}
          countries={countries}
          onChange={(billing) => change({ billing })}
          withAddress={billingAddressRequired}
          withContact
        />
      </fieldset>

      {needsShipping && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('checkout.shipping.title')}</legend>
          <Switch
            isSelected={draft.shipToDifferentAddress}
            onChange={(shipToDifferentAddress) => change({ shipToDifferentAddress })}
          >
            {t('checkout.shipping.toggle')}
          </Switch>
          {draft.shipToDifferentAddress && (
            <AddressFields
              group="shipping"
              address={draft.shipping}
              errors={errors}
              countries={countries}
              onChange={(shipping) => change({ shipping })}
            />
          )}
        </fieldset>
      )}

      {isGuest && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('checkout.account.title')}</legend>
          <Checkbox isSelected={draft.createAccount} onChange={(createAccount) => change({ createAccount })}>
            {t('checkout.account.create')}
          </Checkbox>
          {draft.createAccount && (
            <div className={styles.fieldGrid}>
              <TextField
                name="account.username"
                label={t('checkout.account.username')}
                description={t('checkout.account.usernameHint')}
                value={draft.account.username}
                onChange={(username) => change({ account: { username } })}
                autoComplete="username"
                isInvalid={errorOf('account.username') !== undefined}
                errorMessage={errorOf('account.username')}
              />
              <TextField
                name="account.password"
                type="password"
                label={t('checkout.account.password')}
                value={draft.account.password}
                onChange={(password) => change({ account: { password } })}
                autoComplete="new-password"
                isRequired
                isInvalid={errorOf('account.password') !== undefined}
                errorMessage={errorOf('account.password')}
              />
            </div>
          )}
        </fieldset>
      )}

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('checkout.note.title')}</legend>
        <TextArea
          label={t('checkout.note.label')}
          value={draft.customerNote}
          onChange={(customerNote) => change({ customerNote })}
          rows={3}
        />
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('checkout.payment.title')}</legend>
        {gateways.length === 0 ? (
          <p className={styles.fieldError}>{t('checkout.payment.none')}</p>
        ) : (
          <RadioGroup
            aria-label={t('checkout.payment.title')}
            value={draft.paymentMethod || null}
            onChange={(paymentMethod) => change({ paymentMethod })}
            isInvalid={paymentError !== undefined}
            errorMessage={paymentError}
          >
            {gateways.map((gateway) => (
              <Radio key={gateway.id} value={gateway.id}>
                <span lang={storeLang}>
                  {gateway.title}
                  {gateway.description && (
                    <span className={styles.gatewayDescription}>{gateway.description}</span>
                  )}
                </span>
              </Radio>
            ))}
          </RadioGroup>
        )}
        {draft.paymentMethod === 'stripe' && <StripeCardField onReady={onStripeReady} />}
      </fieldset>

      {failure && (
        <div role="alert" className={styles.alert}>
          <p className={styles.alertTitle}>{t('checkout.failed')}</p>
          <p className={styles.alertText}>
            {failure.message ? <StoreText text={failure.message} /> : t('checkout.stripe.failed')}
          </p>
        </div>
      )}

      <Button type="submit" size="lg" isPending={processing} className={styles.submit}>
        {processing ? t('checkout.processing') : t('checkout.placeOrder')}
      </Button>
    </Form>
  );
}

/** The form beside the order review. */
export function CheckoutContent({
  cart,
  ...form
}: {
  checkout: CheckoutActor;
  gateways: readonly Gateway[];
  countries: readonly string[];
  isGuest: boolean;
  needsShipping: boolean;
  cart: CheckoutReview_cart$key;
}) {
  return (
    <div className={styles.layout}>
      <CheckoutForm {...form} />
      <CheckoutReview cart={cart} />
    </div>
  );
}
