import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../src/i18n/I18nProvider';
import { createAppIntl } from '../../../src/i18n/format';
import { localizeStoreMessage, plainStoreText } from '../../../src/i18n/storeMessages';
import deDE from '../../../src/i18n/messages/de_DE.json';
import type { CouponRow } from '../../../server/domain/cartModel';
import { couponProblem } from '../../../server/domain/pricing';

const de = createAppIntl('de_DE', deDE);
const t: Translate = (id, values) => de.formatMessage({ id }, values);

describe('the store messages the storefront says in the page language', () => {
  it('translates WooCommerce coupon refusals, with their code or amount', () => {
    expect(localizeStoreMessage(t, 'Coupon "NOPE" does not exist!')).toBe(
      'Gutschein „NOPE“ existiert nicht!',
    );
    expect(localizeStoreMessage(t, 'This coupon has expired.')).toBe('Dieser Gutschein ist abgelaufen.');
    expect(localizeStoreMessage(t, 'Coupon usage limit has been reached.')).toBe(
      'Das Nutzungslimit des Gutscheins wurde erreicht.',
    );
    expect(localizeStoreMessage(t, 'Coupon code already applied!')).toBe(
      'Gutscheincode wurde bereits angewendet!',
    );
    expect(
      localizeStoreMessage(t, 'Sorry, coupon "SOLO20" cannot be used in conjunction with other coupons.'),
    ).toBe('Der Gutschein „SOLO20“ kann leider nicht mit anderen Gutscheinen kombiniert werden.');
  });

  it('reads them through the HTML a real store wraps them in', () => {
    // wc_price() and the "Please log in." link, as WooCommerce sends them.
    expect(
      localizeStoreMessage(
        t,
        'The minimum spend for this coupon is <span class="woocommerce-Price-amount amount"><bdi><span class="woocommerce-Price-currencySymbol">&euro;</span>30.00</bdi></span>.',
      ),
    ).toBe('Der Mindestbestellwert für diesen Gutschein beträgt €30.00.');
    expect(
      localizeStoreMessage(
        t,
        'An account is already registered with your email address. <a href="#" class="showlogin">Please log in.</a>',
      ),
    ).toBe('Mit deiner E-Mail-Adresse ist bereits ein Konto registriert. Bitte melde dich an.');
  });

  it('knows every refusal the reference API gives for a coupon', () => {
    const coupon: CouponRow = {
      id: 1,
      code: 'X',
      description: '',
      discount_type: 'percent',
      amount: 10,
      free_shipping: false,
      expires_at: null,
      usage_limit: null,
      usage_count: 0,
      usage_limit_per_user: null,
      minimum_amount: null,
      maximum_amount: null,
      product_ids: [],
      email_restrictions: [],
      individual_use: false,
    };
    const ctx = { subtotal: 1000, productIds: [1], otherCodes: [] as string[], individualOthers: false };
    const problems = [
      couponProblem({ ...coupon, expires_at: new Date(0) }, ctx),
      couponProblem({ ...coupon, usage_limit: 1, usage_count: 1 }, ctx),
      couponProblem({ ...coupon, minimum_amount: 5000 }, ctx),
      couponProblem({ ...coupon, maximum_amount: 500 }, ctx),
      couponProblem({ ...coupon, product_ids: [2] }, ctx),
      couponProblem({ ...coupon, email_restrictions: ['a@example.com'] }, ctx),
      couponProblem(coupon, { ...ctx, individualOthers: true, otherCodes: ['SOLO20'] }),
      couponProblem({ ...coupon, individual_use: true }, { ...ctx, otherCodes: ['WELCOME10'] }),
    ];
    for (const problem of problems) {
      expect(problem).toEqual(expect.any(String));
      expect(localizeStoreMessage(t, problem!), problem!).not.toBeNull();
    }
  });

  it('translates newer WooCommerce coupon wording, which names the coupon', () => {
    const said: [string, string][] = [
      [
        'Coupon &quot;NOPE&quot; cannot be applied because it does not exist.',
        'Gutschein „NOPE“ existiert nicht!',
      ],
      [
        'Coupon "X" cannot be applied because it is not valid.',
        'Der Gutschein „X“ kann nicht angewendet werden, weil er nicht gültig ist.',
      ],
      ['Coupon "X" has expired.', 'Dieser Gutschein ist abgelaufen.'],
      ['Coupon code "X" already applied!', 'Gutscheincode wurde bereits angewendet!'],
      ['Usage limit for coupon "X" has been reached.', 'Das Nutzungslimit des Gutscheins wurde erreicht.'],
      [
        'Usage limit for coupon "X" has been reached. Please try again after some time, or contact us for help.',
        'Das Nutzungslimit des Gutscheins wurde erreicht.',
      ],
      [
        'The minimum spend for coupon "X" is €30.00.',
        'Der Mindestbestellwert für diesen Gutschein beträgt €30.00.',
      ],
      [
        'The maximum spend for coupon "X" is €5.00.',
        'Der Höchstbestellwert für diesen Gutschein beträgt €5.00.',
      ],
      [
        'Sorry, coupon "X" is not applicable to selected products.',
        'Dieser Gutschein gilt leider nicht für die ausgewählten Produkte.',
      ],
      [
        'Sorry, this coupon is not applicable to your cart contents.',
        'Dieser Gutschein gilt leider nicht für die ausgewählten Produkte.',
      ],
      [
        'Sorry, coupon "X" is not valid for sale items.',
        'Dieser Gutschein gilt leider nicht für reduzierte Artikel.',
      ],
      [
        'Please enter a valid email to use coupon code "X".',
        'Dieser Gutschein gilt leider nicht für deine E-Mail-Adresse.',
      ],
      ['Please enter a coupon code.', 'Bitte gib einen Gutscheincode ein.'],
      [
        'Sorry, it seems the coupon "X" is invalid - it has now been removed from your order.',
        'Der Gutschein „X“ ist leider ungültig und wurde aus deiner Bestellung entfernt.',
      ],
      [
        'Sorry, coupon "X" has already been applied and cannot be used in conjunction with other coupons.',
        'Der Gutschein „X“ wurde bereits angewendet und kann leider nicht mit anderen Gutscheinen kombiniert werden.',
      ],
    ];
    for (const [store, german] of said) expect(localizeStoreMessage(t, store), store).toBe(german);
  });

  it('translates a refused login, naming both causes, and the lockout', () => {
    expect(localizeStoreMessage(t, 'The user could not be logged in.')).toBe(
      'Der Benutzername oder die E-Mail-Adresse ist unbekannt, oder das Passwort ist falsch. Bitte prüfe beides und versuche es erneut.',
    );
    expect(localizeStoreMessage(t, 'Too many failed login attempts. Please try again in 15 minutes.')).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 15 Minuten erneut.',
    );
    expect(localizeStoreMessage(t, 'Too many requests from your network. Please try again later.')).toBe(
      'Zu viele Anfragen aus deinem Netzwerk. Bitte versuche es später erneut.',
    );
  });

  it('leaves anything else as the store wrote it, in plain text', () => {
    expect(localizeStoreMessage(t, 'Sorry, "Wool Socks" is out of stock.')).toBeNull();
    expect(plainStoreText('Only <strong>2</strong>&nbsp;left &amp; no more')).toBe('Only 2 left & no more');
  });
});
