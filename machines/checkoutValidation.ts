export interface Address {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  country: string;
  email: string;
  phone: string;
}

/** What the shopper has typed on the checkout form; card data never enters it (it stays in Stripe Elements). */
export interface CheckoutDraft {
  billing: Address;
  shipping: Address;
  shipToDifferentAddress: boolean;
  customerNote: string;
  /** Payment gateway id: `cod`, `bacs`, `stripe`, … */
  paymentMethod: string;
  createAccount: boolean;
  account: { username: string; password: string };
}

export interface DraftPatch {
  billing?: Partial<Address>;
  shipping?: Partial<Address>;
  shipToDifferentAddress?: boolean;
  customerNote?: string;
  paymentMethod?: string;
  createAccount?: boolean;
  account?: Partial<CheckoutDraft['account']>;
}

/** Error codes, translated by the UI; `commonPassword` comes from the store, which refused the new account's password. */
export type FieldErrorCode = 'required' | 'invalidEmail' | 'invalidPhone' | 'commonPassword';

export type FieldPath =
  | `billing.${keyof Address}`
  | `shipping.${keyof Address}`
  | 'paymentMethod'
  | 'account.username'
  | 'account.password';

export type FieldErrors = Partial<Record<FieldPath, FieldErrorCode>>;

export interface ValidationOptions {
  /** False when the store hides the billing address for an all-virtual cart (`hideBillingAddressForVirtualProducts`). */
  billingAddressRequired: boolean;
}

const emptyAddress = (): Address => ({
  firstName: '',
  lastName: '',
  company: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postcode: '',
  country: '',
  email: '',
  phone: '',
});

/** A blank form. */
export function emptyDraft(): CheckoutDraft {
  return {
    billing: emptyAddress(),
    shipping: emptyAddress(),
    shipToDifferentAddress: false,
    customerNote: '',
    paymentMethod: '',
    createAccount: false,
    account: { username: '', password: '' },
  };
}

/** `draft` with `patch` merged in, one level deep. */
export function applyPatch(draft: CheckoutDraft, patch: DraftPatch): CheckoutDraft {
  return {
    ...draft,
    ...patch,
    billing: { ...draft.billing, ...patch.billing },
    shipping: { ...draft.shipping, ...patch.shipping },
    account: { ...draft.account, ...patch.account },
  };
}

/** A customer's saved addresses, as the store has them (missing parts null). */
export interface SavedAddresses {
  billing: { readonly [K in keyof Address]?: string | null } | null;
  shipping: { readonly [K in keyof Address]?: string | null } | null;
}

/**
 * `draft` with its empty fields taken from the customer's saved addresses: what the shopper typed (or a restored
 * draft holds) is never overwritten.
 */
export function prefillDraft(draft: CheckoutDraft, saved: SavedAddresses): CheckoutDraft {
  const fill = (typed: Address, from: SavedAddresses['billing']): Address => {
    const next = { ...typed };
    for (const key of Object.keys(next) as (keyof Address)[]) {
      const value = from?.[key]?.trim();
      if (!next[key].trim() && value) next[key] = value;
    }
    return next;
  };
  return {
    ...draft,
    billing: fill(draft.billing, saved.billing),
    shipping: fill(draft.shipping, saved.shipping),
  };
}

/** `errors` without the fields that `patch` touches, so a corrected field stops showing its error at once. */
export function clearErrorsFor(errors: FieldErrors, patch: DraftPatch): FieldErrors {
  const touched = new Set<string>(
    (['billing', 'shipping', 'account'] as const).flatMap((group) =>
      Object.keys(patch[group] ?? {}).map((field) => `${group}.${field}`),
    ),
  );
  if (patch.paymentMethod !== undefined) touched.add('paymentMethod');
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !touched.has(path)));
}

/** The draft as it may be kept in sessionStorage: without the new account's password. */
export function persistableDraft(draft: CheckoutDraft): CheckoutDraft {
  return { ...draft, account: { ...draft.account, password: '' } };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{6,20}$/;
const ADDRESS_FIELDS = ['firstName', 'lastName', 'address1', 'city', 'postcode', 'country'] as const;

/** Field-level error codes for `draft`; an empty object means the order may be placed. Blank means whitespace only. */
export function validateCheckout(draft: CheckoutDraft, options: ValidationOptions): FieldErrors {
  const errors: FieldErrors = {};
  const blank = (value: string) => value.trim() === '';
  const billingFields = options.billingAddressRequired
    ? ADDRESS_FIELDS
    : (['firstName', 'lastName'] as const);
  for (const field of billingFields) if (blank(draft.billing[field])) errors[`billing.${field}`] = 'required';
  const { email, phone } = draft.billing;
  if (blank(email)) errors['billing.email'] = 'required';
  else if (!EMAIL.test(email.trim())) errors['billing.email'] = 'invalidEmail';
  if (!blank(phone) && !PHONE.test(phone.trim())) errors['billing.phone'] = 'invalidPhone';
  if (draft.shipToDifferentAddress) {
    for (const field of ADDRESS_FIELDS)
      if (blank(draft.shipping[field])) errors[`shipping.${field}`] = 'required';
  }
  if (blank(draft.paymentMethod)) errors.paymentMethod = 'required';
  // The username may stay blank: the store derives one from the e-mail address.
  if (draft.createAccount && blank(draft.account.password)) errors['account.password'] = 'required';
  return errors;
}

/** Variables of the `Checkout` mutation. */
export interface CheckoutInput {
  billing: Address;
  shipping: Address;
  shipToDifferentAddress: boolean;
  customerNote: string;
  paymentMethod: string;
  account?: CheckoutDraft['account'];
  transactionId?: string;
  isPaid: boolean;
  metaData?: { key: string; value: string }[];
}

/**
 * What a confirmed card payment adds to the order: a PaymentIntent the browser paid (`isPaid`, its id), or a card a
 * SetupIntent saved, named in the metadata WooNuxt sends (`_stripe_intent_id`, `_stripe_source_id`), which the
 * store's Stripe gateway charges when the order is placed.
 */
export type CheckoutPayment =
  { isPaid: true; transactionId: string } | { isPaid: false; metaData: { key: string; value: string }[] };

/** The `Checkout` variables for `draft`; the shipping address repeats the billing one unless the toggle is on. */
export function checkoutInput(
  draft: CheckoutDraft,
  payment: CheckoutPayment | { isPaid: false },
): CheckoutInput {
  return {
    billing: draft.billing,
    shipping: draft.shipToDifferentAddress ? draft.shipping : draft.billing,
    shipToDifferentAddress: draft.shipToDifferentAddress,
    customerNote: draft.customerNote,
    paymentMethod: draft.paymentMethod,
    ...(draft.createAccount ? { account: draft.account } : {}),
    ...payment,
  };
}
