import type { Translate } from './I18nProvider';
import { decodeEntities } from './format';
import type { MessageId } from './messages';

/**
 * The reasons a WooCommerce store gives in English that the storefront can say in the page's language: coupon
 * refusals (WC_Discounts and WC_Cart) and an e-mail or username already registered (wc_create_new_customer, WooGraphQL's
 * updateCustomer). The store may wrap parts in HTML (`wc_price`, a "Please log in." link): tags and entities go first.
 * Anything else is the store's own text and stays as it is, marked with the store's language where it is shown.
 */
const PATTERNS: {
  pattern: RegExp;
  id: MessageId;
  values?: (match: RegExpMatchArray) => Record<string, string>;
}[] = [
  {
    pattern: /^Coupon "(.+)" does not exist!$/,
    id: 'store.coupon.notFound',
    values: (m) => ({ code: m[1]! }),
  },
  { pattern: /^Coupon code already applied!$/, id: 'store.coupon.alreadyApplied' },
  { pattern: /^This coupon has expired\.$/, id: 'store.coupon.expired' },
  { pattern: /^Coupon usage limit has been reached\.$/, id: 'store.coupon.usageLimit' },
  {
    pattern: /^The minimum spend for this coupon is (.+)\.$/,
    id: 'store.coupon.minimumSpend',
    values: (m) => ({ amount: m[1]! }),
  },
  {
    pattern: /^The maximum spend for this coupon is (.+)\.$/,
    id: 'store.coupon.maximumSpend',
    values: (m) => ({ amount: m[1]! }),
  },
  {
    pattern: /^Sorry, this coupon is not applicable to selected products\.$/,
    id: 'store.coupon.notApplicable',
  },
  { pattern: /^Sorry, this coupon is not valid for your email address\.$/, id: 'store.coupon.notForEmail' },
  {
    pattern:
      /^Sorry, coupon "(.+)" has already been applied and cannot be used in conjunction with other coupons\.$/,
    id: 'store.coupon.otherIsIndividual',
    values: (m) => ({ code: m[1]! }),
  },
  {
    pattern: /^Sorry, coupon "(.+)" cannot be used in conjunction with other coupons\.$/,
    id: 'store.coupon.notWithOthers',
    values: (m) => ({ code: m[1]! }),
  },
  {
    pattern: /^An account is already registered with your email address\. ?Please log in\.?$/,
    id: 'store.account.emailRegistered',
  },
  {
    pattern: /^An account is already registered with that username\. Please choose another\.$/,
    id: 'store.account.usernameRegistered',
  },
  { pattern: /^This email address is already registered\.$/, id: 'store.account.emailTaken' },
];

/** The store's message as plain text: HTML tags dropped, common and numeric entities decoded, spaces collapsed. */
export function plainStoreText(message: string): string {
  return decodeEntities(message.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The message in the page's language when the storefront knows it, else null (show the store's text, marked). */
export function localizeStoreMessage(t: Translate, message: string): string | null {
  const text = plainStoreText(message);
  for (const { pattern, id, values } of PATTERNS) {
    const match = text.match(pattern);
    if (match) return t(id, values?.(match));
  }
  return null;
}
