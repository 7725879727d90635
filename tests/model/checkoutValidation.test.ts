import { describe, expect, it } from 'vitest';
import {
  applyPatch,
  checkoutInput,
  clearErrorsFor,
  emptyDraft,
  persistableDraft,
  validateCheckout,
  type CheckoutDraft,
} from '../../machines/checkoutValidation';

const complete: CheckoutDraft = applyPatch(emptyDraft(), {
  billing: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '12 Analytical Row',
    city: 'London',
    postcode: 'N1 9GU',
    country: 'GB',
    email: 'ada@example.com',
  },
  paymentMethod: 'cod',
});

describe('validateCheckout', () => {
  it('accepts a complete draft; order note, company, second line and phone are optional', () => {
    expect(validateCheckout(complete, { billingAddressRequired: true })).toEqual({});
  });

  it('reports every missing billing field and the payment method, by code', () => {
    expect(validateCheckout(emptyDraft(), { billingAddressRequired: true })).toEqual({
      'billing.firstName': 'required',
      'billing.lastName': 'required',
      'billing.address1': 'required',
      'billing.city': 'required',
      'billing.postcode': 'required',
      'billing.country': 'required',
      'billing.email': 'required',
      paymentMethod: 'required',
    });
  });

  it('treats whitespace as blank', () => {
    const draft = applyPatch(complete, { billing: { city: '   ' } });
    expect(validateCheckout(draft, { billingAddressRequired: true })).toEqual({ 'billing.city': 'required' });
  });

  it('asks only for name and e-mail when the billing address is hidden for a virtual cart', () => {
    const draft = applyPatch(emptyDraft(), {
      billing: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      paymentMethod: 'bacs',
    });
    expect(validateCheckout(draft, { billingAddressRequired: false })).toEqual({});
  });

  it('checks the e-mail and phone formats', () => {
    const draft = applyPatch(complete, { billing: { email: 'ada@example', phone: 'call me' } });
    expect(validateCheckout(draft, { billingAddressRequired: true })).toEqual({
      'billing.email': 'invalidEmail',
      'billing.phone': 'invalidPhone',
    });
    const fine = applyPatch(complete, { billing: { phone: '+44 (0)20 7946-0958' } });
    expect(validateCheckout(fine, { billingAddressRequired: true })).toEqual({});
  });

  it('requires the shipping address only with "Ship to a different address?"', () => {
    const draft = applyPatch(complete, { shipToDifferentAddress: true, shipping: { firstName: 'Charles' } });
    expect(Object.keys(validateCheckout(draft, { billingAddressRequired: true }))).toEqual([
      'shipping.lastName',
      'shipping.address1',
      'shipping.city',
      'shipping.postcode',
      'shipping.country',
    ]);
  });

  it('requires a password, not a username, when creating an account', () => {
    const draft = applyPatch(complete, { createAccount: true });
    expect(validateCheckout(draft, { billingAddressRequired: true })).toEqual({
      'account.password': 'required',
    });
  });
});

describe('draft helpers', () => {
  it('merges patches one level deep', () => {
    const draft = applyPatch(complete, { billing: { city: 'Leeds' } });
    expect(draft.billing).toEqual({ ...complete.billing, city: 'Leeds' });
  });

  it('clears the errors of the fields a patch touches', () => {
    const errors = {
      'billing.city': 'required',
      'billing.email': 'required',
      paymentMethod: 'required',
    } as const;
    expect(clearErrorsFor(errors, { billing: { city: 'Leeds' }, paymentMethod: 'cod' })).toEqual({
      'billing.email': 'required',
    });
  });

  it('never keeps the account password in the stored draft', () => {
    const draft = applyPatch(complete, {
      createAccount: true,
      account: { username: 'ada', password: 's3cret' },
    });
    expect(persistableDraft(draft).account).toEqual({ username: 'ada', password: '' });
  });

  it('builds Checkout variables: billing doubles as shipping unless the toggle is on; account only when asked', () => {
    expect(checkoutInput(complete, { isPaid: false })).toEqual({
      billing: complete.billing,
      shipping: complete.billing,
      shipToDifferentAddress: false,
      customerNote: '',
      paymentMethod: 'cod',
      isPaid: false,
    });
    const withAccount = applyPatch(complete, { createAccount: true, account: { password: 'x' } });
    expect(checkoutInput(withAccount, { transactionId: 'pi_1', isPaid: true })).toMatchObject({
      account: { username: '', password: 'x' },
      transactionId: 'pi_1',
      isPaid: true,
    });
  });
});
