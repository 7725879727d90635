import { expect, test, type APIRequestContext } from '@playwright/test';
import { storefrontOperations } from '../../src/server/storefrontOperations';
import { KNOWN_DIFFERENCES } from './knownDifferences';

/**
 * The differential check: the storefront's own operations, with the same variables, against the reference API and
 * each real store holding the same catalogue (tests/realstore/run.ts seeds both from one export). Answers are
 * compared after normalising what differs by construction (ids, keys, cursors, tokens, dates, the store's host);
 * every remaining difference must be one that knownDifferences.ts (and server/README.md, "Where this API still
 * differs") names with its reason, and every named one must still occur.
 */

const texts = new Map(storefrontOperations().map((op) => [op.name, op.text]));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Fields whose values differ between any two stores by construction. */
const OPAQUE = new Set([
  'id',
  'databaseId',
  'key',
  'cursor',
  'endCursor',
  'startCursor',
  'sessionToken',
  'wooSessionToken',
  'authToken',
  'refreshToken',
  'authTokenExpiration',
  'refreshTokenExpiration',
  'orderNumber',
  'orderKey',
  'clientSecret',
  'date',
  'dateGmt',
  'datePaid',
  'dateCompleted',
  'accessExpires',
  'sourceUrl',
  'url',
  'uri',
  'productId',
  'variationId',
  'commentOn',
]);

/**
 * Lists whose order each backend decides its own way, compared as sets: a product's variations, attributes,
 * options and terms (WooCommerce orders them by its own menu order and creation, the seed cannot reproduce
 * either), the filter terms, the store's taxonomies. Related products are random on a real store
 * (`wc_get_related_products` shuffles them): only their number is compared.
 */
const UNORDERED = new Set([
  'rates',
  'variations',
  'attributes',
  'options',
  'terms',
  'defaultAttributes',
  'attributeTerms',
  'taxonomies',
]);

const HTML_FIELDS = new Set(['description', 'shortDescription', 'content']);
const TYPOGRAPHIC: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
};

function plainHtml(html: string): string {
  return html
    .replace(/&#8217;|&#8216;/g, "'")
    .replace(/&#8220;|&#8221;/g, '"')
    .replace(/&#8211;|&#8212;/g, '-')
    .replace(/[‘’“”–—…]/g, (c) => TYPOGRAPHIC[c] ?? c)
    .replace(/>\s+</g, '><')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A shipping rate or method instance (`flat_rate:4`): the instance number is the store's own. */
const INSTANCE = /^([a-z_]+):\d+$/;

/** What names an item of an unordered list: its SKU, slug, name, label or value (else the item itself). */
function identity(item: Json): string {
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const own = item.sku ?? item.slug ?? item.name ?? item.label ?? item.value ?? item.taxonomyName;
    if (typeof own === 'string' && own) return own;
    const nested = Object.values(item).find((v) => v && typeof v === 'object' && !Array.isArray(v));
    if (nested) return `${identity(nested)}`;
  }
  return JSON.stringify(item);
}

function normalise(value: Json, key = '', unordered = false): Json {
  if (OPAQUE.has(key) && value !== null) return '<opaque>';
  if (key === 'related' && value && typeof value === 'object' && !Array.isArray(value)) {
    const nodes = (value as { nodes?: Json[] }).nodes;
    return { count: Array.isArray(nodes) ? nodes.length : null };
  }
  if (typeof value === 'string' && INSTANCE.test(value)) return value.replace(INSTANCE, '$1:<n>');
  // Rendered HTML as WordPress writes it (wpautop's line breaks between tags, wptexturize's typographic quotes and
  // dashes) against the reference API's: the same text.
  if (typeof value === 'string' && HTML_FIELDS.has(key)) return plainHtml(value);
  if (Array.isArray(value)) {
    const items = value.map((item) => normalise(item, '', unordered));
    // An unordered list becomes an object keyed by each item's identity, so that an item only one side has is one
    // difference (`….nodes.pa_brand: null → {…}`), not a shift of every item after it.
    return unordered ? Object.fromEntries(items.map((item) => [identity(item), item])) : items;
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !k.startsWith('__is'))
        .map(([k, v]) => [k, normalise(v, k, unordered || UNORDERED.has(k))]),
    );
  return value;
}

/** Every leaf where `a` and `b` differ, as `path: reference → store`. */
function diff(a: Json, b: Json, path: string, out: string[]): void {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) out.push(`${path}.length: ${a.length} → ${b.length}`);
    for (let i = 0; i < Math.min(a.length, b.length); i++) diff(a[i]!, b[i]!, `${path}[${i}]`, out);
    return;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
      diff(a[k] ?? null, b[k] ?? null, `${path}.${k}`, out);
    return;
  }
  if (typeof a === 'string' && typeof b === 'string' && a !== b && a.trimEnd() === b.trimEnd())
    out.push(`${path}: the same but for trailing white space`);
  else if (JSON.stringify(a) !== JSON.stringify(b))
    out.push(`${path}: ${JSON.stringify(a)?.slice(0, 80)} → ${JSON.stringify(b)?.slice(0, 80)}`);
}

/** One backend's GraphQL conversation: its session token and bearer token carried from answer to answer. */
class Client {
  private session: string | null = null;
  private auth: string | null = null;
  constructor(
    private readonly request: APIRequestContext,
    private readonly url: string,
    private readonly origin: string,
  ) {}

  async op(name: string, variables: Record<string, unknown> = {}): Promise<{ data: Json; errors: string[] }> {
    const query = texts.get(name);
    if (!query) throw new Error(`No operation ${name}`);
    const response = await this.request.post(this.url, {
      headers: {
        'content-type': 'application/json',
        origin: this.origin,
        ...(this.session ? { 'woocommerce-session': `Session ${this.session}` } : {}),
        ...(this.auth ? { authorization: `Bearer ${this.auth}` } : {}),
      },
      data: { query, variables, operationName: name },
    });
    const renewed = response.headers()['woocommerce-session'];
    if (renewed) this.session = renewed;
    const body = (await response.json()) as {
      data?: Json;
      errors?: { message?: string; debugMessage?: string; extensions?: { debugMessage?: string } }[];
    };
    const login = (body.data as { login?: { authToken?: string } } | undefined)?.login;
    if (login?.authToken) this.auth = login.authToken;
    return {
      data: body.data ?? null,
      errors: (body.errors ?? []).map((e) => e.message ?? ''),
    };
  }
}

/** The product the reference calls `slug`, by its database id on `client`'s store. */
async function productId(client: Client, slug: string): Promise<number> {
  const { data } = await client.op('ProductScreenQuery', { slug });
  const id = (data as { product?: { databaseId?: number } | null }).product?.databaseId;
  if (!id) throw new Error(`No product ${slug}`);
  return id;
}

/** The shopper journey both backends are put through, every step's answer kept under its name. */
async function journey(client: Client): Promise<[string, { data: Json; errors: string[] }][]> {
  const steps: [string, { data: Json; errors: string[] }][] = [];
  const step = async (label: string, name: string, variables?: Record<string, unknown>) => {
    steps.push([label, await client.op(name, variables)]);
  };
  await step('HomeScreenQuery', 'HomeScreenQuery');
  await step('CategoriesScreenQuery', 'CategoriesScreenQuery');
  await step('storeAttributesQuery', 'storeAttributesQuery');
  // Products the @store journeys, which run beside this check on the same stores, never buy or review: a variable
  // product, a simple one on sale, one on backorder, one sold out, a downloadable one and an external one.
  for (const slug of [
    'knit-sweater',
    'beanie',
    'pour-over-coffee-set',
    'glass-vase',
    'desktop-wallpaper-pack',
    'trail-guidebook-partner-shop',
  ])
    await step(`ProductScreenQuery(${slug})`, 'ProductScreenQuery', { slug });
  const list = {
    first: 24,
    after: null,
    category: '',
    hasCategory: false,
    paged: false,
    attributeTaxonomies: ['PACOLOR', 'PASIZE'],
    hasAttributes: true,
  };
  await step('ProductListQuery(newest)', 'ProductListQuery', {
    ...list,
    orderby: [{ field: 'DATE', order: 'DESC' }],
  });
  await step('ProductListQuery(price ascending)', 'ProductListQuery', {
    ...list,
    orderby: [{ field: 'PRICE', order: 'ASC' }],
  });
  await step('ProductListQuery(clothing, on sale)', 'ProductListQuery', {
    ...list,
    category: 'clothing',
    hasCategory: true,
    categoryIn: ['clothing'],
    onSale: true,
    orderby: [{ field: 'NAME', order: 'ASC' }],
  });
  await step('ProductListQuery(search)', 'ProductListQuery', {
    ...list,
    search: 'wool',
    orderby: [{ field: 'NAME', order: 'ASC' }],
  });
  await step('ProductListQuery(red)', 'ProductListQuery', {
    ...list,
    taxonomyFilter: { relation: 'AND', filters: [{ taxonomy: 'PA_COLOR', terms: ['red'], operator: 'IN' }] },
    orderby: [{ field: 'NAME', order: 'ASC' }],
  });
  await step('CountryStateFieldQuery(US)', 'CountryStateFieldQuery', { country: 'US' });
  await step('CartQuery(new session)', 'CartQuery');
  const candles = await productId(client, 'scented-candle');
  await step('AddCartItemMutation', 'AddCartItemMutation', { input: { productId: candles, quantity: 2 } });
  await step('CheckoutScreenQuery', 'CheckoutScreenQuery');
  await step('ApplyCouponMutation(WELCOME10)', 'ApplyCouponMutation', { input: { code: 'WELCOME10' } });
  await step('ApplyCouponMutation(unknown)', 'ApplyCouponMutation', { input: { code: 'NOT-A-COUPON' } });
  await step('RemoveCouponsMutation', 'RemoveCouponsMutation', { input: { codes: ['WELCOME10'] } });
  await step('EmptyCartMutation', 'EmptyCartMutation', { input: {} });
  // A guest's order, and the order screen that reads it back.
  // A product whose stock is not managed: the order leaves nothing that differs for the next stack's comparison.
  const spoons = await productId(client, 'olive-wood-spoons');
  await step('AddCartItemMutation(order)', 'AddCartItemMutation', {
    input: { productId: spoons, quantity: 1 },
  });
  const address = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: 'Hauptstr. 1',
    city: 'Berlin',
    postcode: '10115',
    country: 'DE',
    email: 'differential@example.com',
  };
  // As the storefront sends it: the billing address is the shipping address unless another is given.
  await step('CheckoutMutation', 'CheckoutMutation', {
    input: {
      billing: address,
      shipping: address,
      shipToDifferentAddress: false,
      paymentMethod: 'cod',
      customerNote: 'Please ring twice',
    },
  });
  const placed = (steps.at(-1)![1].data as { checkout?: { order?: { databaseId?: number } } } | null)
    ?.checkout?.order?.databaseId;
  if (!placed) throw new Error(`No order placed: ${JSON.stringify(steps.at(-1)![1])}`);
  await step('OrderSummaryScreenQuery(guest)', 'OrderSummaryScreenQuery', {
    id: String(placed),
    databaseId: placed,
    customer: false,
  });
  await step('CartQuery(after the order)', 'CartQuery');
  await step('LoginMutation(wrong password)', 'LoginMutation', {
    input: { provider: 'PASSWORD', credentials: { username: 'demo', password: 'not-the-password' } },
  });
  await step('LoginMutation', 'LoginMutation', {
    input: { provider: 'PASSWORD', credentials: { username: 'demo', password: 'demo1234' } },
  });
  await step('ViewerQuery', 'ViewerQuery');
  await step('OrdersTabQuery', 'OrdersTabQuery');
  await step('DownloadsTabQuery', 'DownloadsTabQuery');
  await step('CustomerDetailsQuery', 'CustomerDetailsQuery');
  return steps;
}

test.describe('the same operations on the reference API and on each real store', () => {
  test.describe.configure({ timeout: 180_000 });
  const meta = () =>
    test.info().project.metadata as { stores: Record<string, string>; origins: Record<string, string> };

  for (const stack of ['woographql-0.21', 'woographql-1']) {
    test(`answer alike, but for the documented differences (${stack})`, async ({ request, baseURL }) => {
      const { stores, origins } = meta();
      const reference = new Client(request, `${baseURL}/graphql`, baseURL!);
      const store = new Client(request, `${stores[stack]}/graphql`, origins[stack]!);
      const [ours, theirs] = [await journey(reference), await journey(store)];
      const found: string[] = [];
      for (const [index, [label, answer]] of ours.entries()) {
        const other = theirs[index]![1];
        if (answer.errors.length || other.errors.length)
          diff(answer.errors, other.errors, `${label} errors`, found);
        diff(normalise(answer.data), normalise(other.data), label, found);
      }
      const explained = (line: string) => KNOWN_DIFFERENCES.some((d) => d.pattern.test(line));
      const unexplained = found.filter((line) => !explained(line));
      // An entry tied to stacks must still occur on each of them.
      const stale = KNOWN_DIFFERENCES.filter(
        (d) => d.stacks?.includes(stack) && !found.some((line) => d.pattern.test(line)),
      );
      await test.info().attach('differences', { body: found.join('\n'), contentType: 'text/plain' });
      expect(unexplained, 'differences that no entry of knownDifferences.ts explains').toEqual([]);
      expect(
        stale.map((d) => d.pattern.source),
        'entries of knownDifferences.ts that no longer occur',
      ).toEqual([]);
    });
  }
});
