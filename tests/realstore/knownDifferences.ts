/**
 * Where the reference API still answers otherwise than a real store, after normalisation (differential.spec.ts),
 * each with its reason; server/README.md ("Where this API still differs") says the same for readers of the API.
 * A pattern matches lines `Step path: reference → store`.
 */
export interface KnownDifference {
  pattern: RegExp;
  reason: string;
  /** Stacks where it must still occur (an entry that stops occurring there is stale and fails the check). */
  stacks?: string[];
}

export const KNOWN_DIFFERENCES: KnownDifference[] = [
  {
    pattern: /\.taxonomies\.nodes\.product_brand: null → /,
    reason:
      'WooCommerce 10 registers Brands (`product_brand`), a public taxonomy; the reference API, like WooCommerce 9, has none.',
  },
  {
    pattern: /\.stockQuantity: 0 → null$/,
    reason:
      'WooGraphQL gives a managed stock of 0 as null (its model treats 0 as empty); the reference API gives 0. The storefront reads the stock status.',
  },
  {
    pattern: /\.rates(\[\d+\]|\.[^.:]+)\.cost: "(\d+\.\d\d)" → "€\2"$/,
    reason:
      "WooGraphQL gives a shipping rate's cost in the store's price format; the reference API gives the amount (the storefront reads both).",
  },
  {
    pattern: /\.appliedCoupons\[\d+\]\.code: "([A-Z0-9]+)" → "[a-z0-9]+"$/,
    reason:
      'WooCommerce keeps coupon codes in lower case (wc_format_coupon_code); the reference API keeps them as seeded.',
  },
  {
    pattern:
      /^ApplyCouponMutation\(unknown\) errors\[0\]: "Coupon \\"NOT-A-COUPON\\" does not exist!" → "Coupon (\\"|&quot;)not-a-coupon(\\"|&quot;) (does not exist!|cannot be applied because it does not exist)/,
    reason:
      'WooCommerce names the refused code in lower case, and 10.x words (and HTML-escapes) it otherwise; the storefront maps both to its own message.',
  },
  {
    pattern:
      /^ApplyCouponMutation\(WELCOME10\)\.applyCoupon\.applied\.discountAmount: "€\d+\.\d\d" → "€0\.00"$/,
    reason:
      "WooGraphQL's applyCoupon payload reads the coupon's discount before the cart is recalculated (the cart's own appliedCoupons have it); the storefront reads the cart.",
  },
  {
    pattern: /^CountryStateFieldQuery\(US\)\.countryStates(\.length: 51 → 54|\[\d+\]\.(name|code): )/,
    reason:
      "WooCommerce's US list also has the armed forces codes (AA, AE, AP) and writes 'District of Columbia'; the reference API's list predates them.",
  },
  {
    pattern:
      /^CustomerDetailsQuery\.customer\.(billing|shipping)\.(company|address2|state|email|phone): "[^"]*" → null$/,
    reason:
      'WooGraphQL gives an empty address field as null; the reference API as an empty string (the storefront reads both).',
  },
  {
    pattern: /^ViewerQuery\.customer\.metaData\.length: 0 → \d+$/,
    reason:
      "WooCommerce keeps its own customer meta (last activity, session markers) that the reference API's demo customer has none of; the storefront reads only its own keys.",
  },
  {
    pattern: /\.lineItems\.nodes\[\d+\]\.(subtotal|total): "(\d+)\.(\d\d)" → "(€\2\.\3|\2)"$/,
    reason:
      "An order line's amount is in the store's price format on WooGraphQL 1.x (`€24.00`) and a bare number on 0.21 (`24`); the reference API gives the amount (`24.00`). The storefront reads all three.",
  },
  {
    pattern: /^DownloadsTabQuery\.customer\.downloadableItems\.nodes\[\d+\]\.downloadsRemaining: \d+ → null$/,
    reason:
      'WooGraphQL 0.21 answers null for downloads remaining (its resolver reads a field WooCommerce 9 renamed); the storefront then shows no count.',
  },
];
