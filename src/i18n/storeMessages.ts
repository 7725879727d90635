import type { Translate } from './I18nProvider';
import { decodeEntities } from './format';
import type { MessageId } from './messages';

/**
 * The reasons a WooCommerce store gives in English that the storefront can say in the page's language: coupon
 * refusals (WC_Coupon::get_coupon_error, WC_Discounts and WC_Cart, in the wording of WooCommerce before 8.x and
 * after, which names the coupon), an e-mail or username already registered (wc_create_new_customer, WooGraphQL's
 * updateCustomer), and a refused login (WPGraphQL Headless Login says one sentence for an unknown user and a wrong
 * password alike; the reference API's lockout and network limit). The store may wrap parts in HTML (`wc_price`, a
 * "Please log in." link): tags and entities go first. Anything else is the store's own text and stays as it is,
 * marked with the store's language where it is shown.
 */
const PATTERNS: {
  pattern: RegExp;
  id: MessageId;
  values?: (match: RegExpMatchArray) => Record<string, string>;
}[] = [
  {
    pattern: /^Coupon "(.+)" (?:does not exist!|cannot be applied because it does not exist\.)$/,
    id: 'store.coupon.notFound',
    values: (m) => ({ code: m[1]! }),
  },
  {
    pattern: /^Coupon "(.+)" cannot be applied because it is not valid\.$/,
    id: 'store.coupon.invalid',
    values: (m) => ({ code: m[1]! }),
  },
  { pattern: /^Coupon code (?:"(.+)" )?already applied!$/, id: 'store.coupon.alreadyApplied' },
  { pattern: /^(?:This coupon|Coupon "(.+)") has expired\.$/, id: 'store.coupon.expired' },
  {
    pattern:
      /^(?:Coupon usage limit|Usage limit for coupon "(.+)") has been reached\.(?: Please try again after some time, or contact us for help\.)?$/,
    id: 'store.coupon.usageLimit',
  },
  {
    pattern: /^The minimum spend for (?:this coupon|coupon "(?:.+)") is (.+)\.$/,
    id: 'store.coupon.minimumSpend',
    values: (m) => ({ amount: m[1]! }),
  },
  {
    pattern: /^The maximum spend for (?:this coupon|coupon "(?:.+)") is (.+)\.$/,
    id: 'store.coupon.maximumSpend',
    values: (m) => ({ amount: m[1]! }),
  },
  {
    pattern:
      /^Sorry, (?:this coupon|coupon "(?:.+)") is not applicable to (?:selected products|your cart contents)\.$/,
    id: 'store.coupon.notApplicable',
  },
  {
    pattern: /^Sorry, (?:this coupon|coupon "(?:.+)") is not valid for sale items\.$/,
    id: 'store.coupon.notForSaleItems',
  },
  { pattern: /^Sorry, this coupon is not valid for your email address\.$/, id: 'store.coupon.notForEmail' },
  {
    pattern: /^Please enter a valid email (?:at checkout )?to use coupon code "(?:.+)"\.$/,
    id: 'store.coupon.notForEmail',
  },
  { pattern: /^Please enter a coupon code\.$/, id: 'store.coupon.enterCode' },
  {
    pattern: /^Sorry, it seems the coupon "(.+)" is invalid - it has now been removed from your order\.$/,
    id: 'store.coupon.removedInvalid',
    values: (m) => ({ code: m[1]! }),
  },
  {
    pattern: /^Sorry, it seems the coupon "(.+)" is not yours - it has now been removed from your order\.$/,
    id: 'store.coupon.removedNotYours',
    values: (m) => ({ code: m[1]! }),
  },
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
  // Headless Login cannot tell an unknown user from a wrong password: the message names both.
  { pattern: /^The user could not be logged in\.?$/, id: 'store.login.failed' },
  {
    pattern: /^Too many failed login attempts\. Please try again in (\d+) minutes?\.$/,
    id: 'store.login.tooManyAttempts',
    values: (m) => ({ minutes: m[1]! }),
  },
  {
    pattern: /^Too many requests from your network\. Please try again later\.$/,
    id: 'store.limit.tooManyRequests',
  },
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
