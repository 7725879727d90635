/**
 * Exports the reference API's demo catalogue as one JSON document, for seeding a real WooCommerce store with the
 * same data (tests/realstore/seed.php):
 *
 *   node --import tsx tests/realstore/exportCatalogue.ts OUT.json
 *
 * It migrates and seeds an in-memory PGlite exactly as the reference API does with DATA_DIR=memory, then reads the
 * seeded rows back with SQL: the database is the one source of truth, nothing of catalogData.ts is restated here.
 * Money leaves as decimal euro strings ("59.00"), dates as ISO UTC.
 */
import { writeFileSync } from 'node:fs';
import { openDb, type Queryable } from '../../server/db/connection.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_CUSTOMER, seed } from '../../server/db/seed.ts';
import { gateways } from '../../server/domain/checkout.ts';
import { CURRENCY, formatted, raw } from '../../server/domain/money.ts';
import type { ProductRow } from '../../server/domain/catalogRows.ts';
import { BASE_COUNTRY } from '../../server/domain/pricing.ts';
import type { CouponRow } from '../../server/domain/cartModel.ts';

const out = process.argv[2];
if (!out) {
  console.error('usage: node --import tsx tests/realstore/exportCatalogue.ts OUT.json');
  process.exit(2);
}

/** Cents (int or null) to a decimal euro string, as WooCommerce stores prices. */
const euros = (cents: number | null | undefined): string | null =>
  cents === null || cents === undefined ? null : raw(cents);
const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : new Date(d).toISOString();

interface Art {
  color?: string;
  accent?: string;
  shape?: string;
  variant?: number;
}
/** A media row as the artwork recipe the real store draws its PNG from. */
interface MediaOut {
  slug: string;
  title: string;
  alt: string;
  color: string;
  accent: string | null;
}
async function mediaById(db: Queryable): Promise<Map<number, MediaOut>> {
  const rows = await db.query<{ id: number; slug: string; title: string; alt_text: string; art: Art }>(
    'SELECT id, slug, title, alt_text, art FROM media ORDER BY id',
  );
  return new Map(
    rows.map((m) => [
      m.id,
      {
        slug: m.slug,
        title: m.title,
        alt: m.alt_text,
        color: m.art.color ?? '#cccccc',
        accent: m.art.accent ?? null,
      },
    ]),
  );
}

/** How the reference renders money: currency symbol position and separators, read off its own formatter. */
function priceFormat(): {
  symbolPosition: 'left' | 'right';
  decimals: number;
  decimalSep: string;
  thousandSep: string;
} {
  const sample = formatted(123456789); // "€1234567.89" with the reference's formatter
  const digits = sample.replace(/[^0-9.,' ]/g, '');
  const decimals = raw(1).split('.')[1]?.length ?? 2;
  const decimalSep = digits.charAt(digits.length - decimals - 1);
  const intPart = digits.slice(0, digits.length - decimals - 1);
  const thousandSep = intPart.replace(/[0-9]/g, '').charAt(0);
  return { symbolPosition: /^\D/.test(sample) ? 'left' : 'right', decimals, decimalSep, thousandSep };
}

async function exportAll(db: Queryable): Promise<Record<string, unknown>> {
  const media = await mediaById(db);
  const image = (id: number | null | undefined): MediaOut | null =>
    id === null || id === undefined ? null : (media.get(id) ?? null);

  // ---- settings ------------------------------------------------------------------------------------------------
  const settingsRows = await db.query<{ key: string; value: string }>('SELECT key, value FROM settings');
  const settings = new Map(settingsRows.map((r) => [r.key, r.value]));
  const taxRates = await db.query<{ country: string; rate: string; label: string; shipping: boolean }>(
    `SELECT country, rate, label, shipping FROM tax_rates ORDER BY (country = '*'), country`,
  );
  const zones = await db.query<{ id: number; name: string; position: number; countries: string[] }>(
    'SELECT id, name, position, countries FROM shipping_zones ORDER BY position, id',
  );
  const methods = await db.query<{
    zone_id: number;
    method_id: string;
    title: string;
    cost: number;
    min_amount: number | null;
    position: number;
  }>(
    'SELECT zone_id, method_id, title, cost, min_amount, position FROM shipping_methods ORDER BY position, instance_id',
  );

  // ---- attributes, categories, tags ----------------------------------------------------------------------------
  const attributeRows = await db.query<{ taxonomy: string; label: string; has_archives: boolean }>(
    'SELECT taxonomy, label, has_archives FROM attributes ORDER BY id',
  );
  const terms = await db.query<{
    id: number;
    taxonomy: string;
    slug: string;
    name: string;
    description: string;
    parent_id: number | null;
    image_id: number | null;
    menu_order: number;
  }>(
    'SELECT id, taxonomy, slug, name, description, parent_id, image_id, menu_order FROM terms ORDER BY menu_order, id',
  );
  const termById = new Map(terms.map((t) => [t.id, t]));
  const globalTaxonomies = new Set(attributeRows.map((a) => a.taxonomy));
  const attributes = attributeRows.map((a) => ({
    taxonomy: a.taxonomy,
    slug: a.taxonomy.replace(/^pa_/, ''),
    label: a.label,
    hasArchives: a.has_archives,
    terms: terms
      .filter((t) => t.taxonomy === a.taxonomy)
      .map((t) => ({ slug: t.slug, name: t.name, order: t.menu_order })),
  }));
  const categories = terms
    .filter((t) => t.taxonomy === 'product_cat')
    .map((t) => ({
      slug: t.slug,
      name: t.name,
      description: t.description,
      order: t.menu_order,
      parent: t.parent_id === null ? null : (termById.get(t.parent_id)?.slug ?? null),
      image: image(t.image_id),
    }));
  const tags = terms
    .filter((t) => t.taxonomy === 'product_tag')
    .map((t) => ({ slug: t.slug, name: t.name, description: t.description }));

  // ---- products --------------------------------------------------------------------------------------------------
  const rows = await db.query<ProductRow>(
    'SELECT * FROM products ORDER BY parent_id NULLS FIRST, menu_order, id',
  );
  const productTerms = await db.query<{ product_id: number; term_id: number }>(
    'SELECT product_id, term_id FROM product_terms ORDER BY product_id, term_id',
  );
  const termsOf = new Map<number, number[]>();
  for (const pt of productTerms)
    termsOf.set(pt.product_id, [...(termsOf.get(pt.product_id) ?? []), pt.term_id]);
  const productAttributes = await db.query<{
    product_id: number;
    name: string;
    position: number;
    is_variation: boolean;
    visible: boolean;
    options: string[];
  }>('SELECT * FROM product_attributes ORDER BY product_id, position, name');
  const downloads = await db.query<{ id: string; product_id: number; name: string; file: string }>(
    'SELECT id, product_id, name, file FROM product_downloads ORDER BY product_id, id',
  );
  const slugById = new Map(rows.map((r) => [r.id, r.slug]));

  const stock = (p: ProductRow) => ({
    manage: p.manage_stock,
    quantity: p.stock_quantity,
    status: p.stock_status,
    backorders: p.backorders,
    low: p.low_stock_amount,
  });
  const shipping = (p: ProductRow) => ({
    weight: p.weight,
    length: p.length,
    width: p.width,
    height: p.height,
  });
  const topLevel = rows.filter((r) => r.parent_id === null);
  const products = topLevel.map((p) => {
    const ids = termsOf.get(p.id) ?? [];
    const termSlugs = (taxonomy: string) =>
      ids.flatMap((id) => {
        const t = termById.get(id);
        return t && t.taxonomy === taxonomy ? [t.slug] : [];
      });
    const attrs = productAttributes.filter((a) => a.product_id === p.id);
    return {
      slug: p.slug,
      name: p.name,
      type: p.type,
      status: p.status,
      catalogVisibility: p.catalog_visibility,
      sku: p.sku,
      regularPrice: euros(p.regular_price),
      salePrice: euros(p.sale_price),
      dateOnSaleFrom: iso(p.date_on_sale_from),
      dateOnSaleTo: iso(p.date_on_sale_to),
      description: p.description,
      shortDescription: p.short_description,
      categories: termSlugs('product_cat'),
      tags: termSlugs('product_tag'),
      stock: stock(p),
      soldIndividually: p.sold_individually,
      ...shipping(p),
      virtual: p.virtual,
      downloadable: p.downloadable,
      downloadLimit: p.download_limit,
      downloadExpiry: p.download_expiry,
      downloads: downloads
        .filter((d) => d.product_id === p.id)
        .map((d) => ({ id: d.id, name: d.name, file: d.file })),
      externalUrl: p.external_url,
      buttonText: p.button_text,
      giftCard: p.is_gift_card,
      featured: p.featured,
      menuOrder: p.menu_order,
      reviewsAllowed: p.reviews_allowed,
      purchaseNote: p.purchase_note,
      totalSales: p.total_sales,
      dateCreated: iso(p.created_at),
      dateModified: iso(p.modified_at),
      image: image(p.image_id),
      gallery: p.gallery_ids.map((id) => image(id)).filter((m): m is MediaOut => m !== null),
      galleryCount: p.gallery_ids.length,
      attributes: attrs
        .filter((a) => globalTaxonomies.has(a.name))
        .map((a) => ({
          taxonomy: a.name,
          position: a.position,
          visible: a.visible,
          variation: a.is_variation,
          options: a.options,
        })),
      localAttributes: attrs
        .filter((a) => !globalTaxonomies.has(a.name))
        .map((a) => ({
          name: a.name,
          position: a.position,
          visible: a.visible,
          variation: a.is_variation,
          options: a.options,
        })),
      defaultAttributes: p.default_attributes,
      variations: rows
        .filter((v) => v.parent_id === p.id)
        .map((v) => ({
          slug: v.slug,
          name: v.name,
          sku: v.sku,
          attributes: v.variation_attributes,
          regularPrice: euros(v.regular_price),
          salePrice: euros(v.sale_price),
          status: v.status,
          stock: stock(v),
          ...shipping(v),
          virtual: v.virtual,
          menuOrder: v.menu_order,
          dateCreated: iso(v.created_at),
          image: image(v.image_id),
        })),
    };
  });

  // ---- reviews ---------------------------------------------------------------------------------------------------
  const reviewRows = await db.query<{
    product_id: number;
    author: string;
    author_email: string;
    author_url: string | null;
    content: string;
    rating: number;
    status: string;
    created_at: Date;
    customer_id: number | null;
  }>('SELECT * FROM reviews ORDER BY product_id, created_at, id');
  const reviews = reviewRows.map((r) => ({
    product: slugById.get(r.product_id),
    author: r.author,
    email: r.author_email,
    url: r.author_url,
    content: r.content,
    rating: r.rating,
    date: iso(r.created_at),
    approved: r.status === 'approve',
  }));

  // ---- coupons ---------------------------------------------------------------------------------------------------
  const couponRows = await db.query<CouponRow & { created_at: Date }>('SELECT * FROM coupons ORDER BY id');
  const coupons = couponRows.map((c) => ({
    code: c.code,
    description: c.description,
    type: c.discount_type,
    // percent: whole percent; fixed kinds: cents in the database, euros here.
    amount: c.discount_type === 'percent' ? String(c.amount) : euros(c.amount),
    expires: iso(c.expires_at),
    usageLimit: c.usage_limit,
    usageLimitPerUser: c.usage_limit_per_user,
    usageCount: c.usage_count,
    minimumAmount: euros(c.minimum_amount),
    maximumAmount: euros(c.maximum_amount),
    individualUse: c.individual_use,
    freeShipping: c.free_shipping,
    products: c.product_ids.map((id) => slugById.get(id)).filter((s): s is string => s !== undefined),
    emailRestrictions: c.email_restrictions,
  }));

  // ---- the demo customer, its orders and downloads ---------------------------------------------------------------
  const customerRows = await db.query<{
    id: number;
    username: string;
    email: string;
    first_name: string;
    last_name: string;
    display_name: string;
    role: string;
    billing: Record<string, string>;
    shipping: Record<string, string>;
    created_at: Date;
    meta: unknown;
  }>('SELECT * FROM customers WHERE username = $1', [DEMO_CUSTOMER.username]);
  const customer = customerRows[0];
  if (!customer) throw new Error(`The seed created no customer "${DEMO_CUSTOMER.username}"`);
  const orderRows = await db.query<{
    id: number;
    status: string;
    currency: string;
    billing: Record<string, string>;
    shipping: Record<string, string>;
    payment_method: string;
    payment_method_title: string;
    customer_note: string | null;
    subtotal: number;
    discount_total: number;
    shipping_total: number;
    shipping_tax: number;
    cart_tax: number;
    total_tax: number;
    total: number;
    coupon_codes: string[];
    shipping_lines: { methodId: string; title: string; total: number }[];
    created_at: Date;
    paid_at: Date | null;
    completed_at: Date | null;
  }>('SELECT * FROM orders WHERE customer_id = $1 ORDER BY created_at, id', [customer.id]);
  const itemRows = await db.query<{
    order_id: number;
    product_id: number;
    variation_id: number | null;
    name: string;
    quantity: number;
    subtotal: number;
    total: number;
    subtotal_tax: number;
    total_tax: number;
  }>('SELECT * FROM order_items WHERE order_id = ANY($1::int[]) ORDER BY order_id, id', [
    orderRows.map((o) => o.id),
  ]);
  const variationAttrs = new Map(rows.map((r) => [r.id, r.variation_attributes]));
  const permissionRows = await db.query<{
    order_id: number;
    product_id: number;
    download_id: string;
    downloads_remaining: number | null;
    access_expires: Date | null;
    download_count: number;
  }>('SELECT * FROM download_permissions WHERE customer_id = $1 ORDER BY id', [customer.id]);
  const orders = orderRows.map((o) => ({
    status: o.status,
    currency: o.currency,
    date: iso(o.created_at),
    datePaid: iso(o.paid_at),
    dateCompleted: iso(o.completed_at),
    paymentMethod: o.payment_method,
    paymentMethodTitle: o.payment_method_title,
    customerNote: o.customer_note,
    billing: o.billing,
    shipping: o.shipping,
    couponCodes: o.coupon_codes,
    shippingLines: o.shipping_lines.map((l) => ({
      methodId: l.methodId,
      title: l.title,
      total: euros(l.total),
    })),
    lines: itemRows
      .filter((i) => i.order_id === o.id)
      .map((i) => ({
        product: slugById.get(i.product_id),
        variation: i.variation_id === null ? null : (variationAttrs.get(i.variation_id) ?? null),
        name: i.name,
        quantity: i.quantity,
        subtotal: euros(i.subtotal),
        total: euros(i.total),
        tax: euros(i.total_tax),
      })),
    // The reference's own figures, to compare with what the real store computes.
    totals: {
      subtotal: euros(o.subtotal),
      discount: euros(o.discount_total),
      shipping: euros(o.shipping_total),
      shippingTax: euros(o.shipping_tax),
      cartTax: euros(o.cart_tax),
      totalTax: euros(o.total_tax),
      total: euros(o.total),
    },
    downloadPermissions: permissionRows
      .filter((d) => d.order_id === o.id)
      .map((d) => ({
        product: slugById.get(d.product_id),
        download: d.download_id,
        downloadsRemaining: d.downloads_remaining,
        accessExpires: iso(d.access_expires),
        downloadCount: d.download_count,
      })),
  }));

  return {
    generatedAt: new Date().toISOString(),
    settings: {
      currency: CURRENCY,
      baseCountry: BASE_COUNTRY,
      priceFormat: priceFormat(),
      allowedCountries: (settings.get('allowed_countries') ?? '').split(',').filter(Boolean),
      // pricing.ts adds tax on top of the stored prices (total = contents + shipping + tax), per line, rounded to
      // the cent, at the destination's rate (shipping address, then billing, then the base country).
      pricesIncludeTax: false,
      taxRoundAtSubtotal: false,
      taxBasedOn: 'shipping',
      taxRates: taxRates.map((t) => ({
        country: t.country === '*' ? '' : t.country,
        rate: Number(t.rate).toFixed(4),
        label: t.label,
        shipping: t.shipping,
      })),
      shippingZones: zones.map((z) => ({
        name: z.name,
        order: z.position,
        countries: z.countries,
        methods: methods
          .filter((m) => m.zone_id === z.id)
          .map((m) => ({
            method: m.method_id,
            title: m.title,
            cost: euros(m.cost),
            minAmount: euros(m.min_amount),
            order: m.position,
          })),
      })),
      paymentGateways: gateways(false),
    },
    attributes,
    categories,
    tags,
    products,
    reviews,
    coupons,
    customer: {
      username: customer.username,
      email: customer.email,
      password: DEMO_CUSTOMER.password,
      firstName: customer.first_name,
      lastName: customer.last_name,
      displayName: customer.display_name,
      role: customer.role,
      dateCreated: iso(customer.created_at),
      billing: customer.billing,
      shipping: customer.shipping,
      orders,
    },
  };
}

const db = await openDb({});
try {
  await migrate(db);
  if (!(await seed(db))) throw new Error('The in-memory database was already seeded');
  const doc = await exportAll(db);
  writeFileSync(out, JSON.stringify(doc, null, 1) + '\n');
  const p = doc.products as { variations: unknown[] }[];
  console.log(
    `exported ${p.length} products, ${p.reduce((n, x) => n + x.variations.length, 0)} variations, ` +
      `${(doc.reviews as unknown[]).length} reviews, ${(doc.coupons as unknown[]).length} coupons to ${out}`,
  );
} finally {
  await db.close();
}
