import { randomBytes } from 'node:crypto';
import { hashPassword } from '../domain/passwords.ts';
import {
  allowedCountries,
  categories,
  colors,
  coupons,
  products,
  reviewers,
  reviewTexts,
  sizes,
  type ProductDef,
} from './catalogData.ts';
import { moreCategories, moreProducts } from './catalogMore.ts';
import type { Db, Queryable } from './connection.ts';

/** The demo account the seed creates (documented in the README). */
export const DEMO_CUSTOMER = { username: 'demo', email: 'demo@example.com', password: 'demo1234' } as const;

const cents = (euros: number): number => Math.round(euros * 100);

/** Small deterministic PRNG (mulberry32) so every seed run yields the same catalogue. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/€/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const skuOf = (name: string): string =>
  name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

interface Art {
  shape: string;
  color: string;
  accent: string;
  variant: number;
}

async function insertMedia(
  tx: Queryable,
  slug: string,
  path: string,
  alt: string,
  art: Art,
): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO media (slug, path, alt_text, title, width, height, art) VALUES ($1,$2,$3,$4,1600,1600,$5) RETURNING id`,
    [slug, path, alt, alt, { ...art }],
  );
  return rows[0]!.id;
}

/** True once the demo catalogue exists. */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ value: string }>(`SELECT value FROM settings WHERE key = 'seeded'`);
  return rows.length > 0;
}

/** Creates the demo catalogue, customers, coupons, shipping and taxes once; later calls do nothing. */
export async function seed(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(8723402)');
    if (await isSeeded(tx)) return false;
    await seedSettings(tx);
    const attributeIds = await seedAttributes(tx);
    const categoryIds = await seedCategories(tx);
    const productIds = await seedProducts(tx, categoryIds, attributeIds);
    await seedShippingAndTax(tx);
    await seedCoupons(tx, productIds);
    await seedCustomers(tx, productIds);
    await recountTerms(tx);
    await tx.query(`INSERT INTO settings (key, value) VALUES ('seeded', now()::text)`);
    await tx.exec('ANALYZE');
    return true;
  });
}

async function seedSettings(tx: Queryable): Promise<void> {
  await tx.query(`INSERT INTO settings (key, value) VALUES ('jwt_secret', $1) ON CONFLICT (key) DO NOTHING`, [
    randomBytes(32).toString('hex'),
  ]);
  await tx.query(
    `INSERT INTO settings (key, value) VALUES ('allowed_countries', $1) ON CONFLICT (key) DO NOTHING`,
    [allowedCountries.join(',')],
  );
}

async function seedAttributes(tx: Queryable): Promise<Record<string, Record<string, number>>> {
  // "Enable archives" on, as the README asks of a store: without it guests cannot list them and get no filter.
  await tx.query(
    `INSERT INTO attributes (taxonomy, label, has_archives) VALUES ('pa_color','Color',true), ('pa_size','Size',true)`,
  );
  const ids: Record<string, Record<string, number>> = { pa_color: {}, pa_size: {} };
  let order = 0;
  for (const [slug, c] of Object.entries(colors)) {
    const r = await tx.query<{ id: number }>(
      `INSERT INTO terms (taxonomy, slug, name, menu_order) VALUES ('pa_color',$1,$2,$3) RETURNING id`,
      [slug, c.name, order++],
    );
    ids.pa_color![slug] = r[0]!.id;
  }
  order = 0;
  for (const [slug, name] of Object.entries(sizes)) {
    const r = await tx.query<{ id: number }>(
      `INSERT INTO terms (taxonomy, slug, name, menu_order) VALUES ('pa_size',$1,$2,$3) RETURNING id`,
      [slug, name, order++],
    );
    ids.pa_size![slug] = r[0]!.id;
  }
  return ids;
}

async function seedCategories(tx: Queryable): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  let order = 0;
  for (const c of [...categories, ...moreCategories]) {
    const imageId = await insertMedia(tx, `category-${c.slug}`, `/images/categories/${c.slug}.png`, c.name, {
      shape: c.shape,
      color: c.color,
      accent: '#f4f1ea',
      variant: order,
    });
    const r = await tx.query<{ id: number }>(
      `INSERT INTO terms (taxonomy, slug, name, description, image_id, menu_order) VALUES ('product_cat',$1,$2,$3,$4,$5) RETURNING id`,
      [c.slug, c.name, c.description, imageId, order++],
    );
    ids[c.slug] = r[0]!.id;
  }
  return ids;
}

async function termId(tx: Queryable, taxonomy: string, slug: string, name: string): Promise<number> {
  const r = await tx.query<{ id: number }>(
    `INSERT INTO terms (taxonomy, slug, name) VALUES ($1,$2,$3)
     ON CONFLICT (taxonomy, slug) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [taxonomy, slug, name],
  );
  return r[0]!.id;
}

interface Combo {
  key: string;
  attrs: Record<string, string>;
  label: string;
}

function combos(axes: { pa_color?: string[]; pa_size?: string[] }): Combo[] {
  const colorList = axes.pa_color ?? [undefined];
  const sizeList = axes.pa_size ?? [undefined];
  const out: Combo[] = [];
  for (const c of colorList)
    for (const s of sizeList) {
      const attrs: Record<string, string> = {};
      const labels: string[] = [];
      const keyParts: string[] = [];
      if (c) {
        attrs.pa_color = c;
        labels.push(colors[c]?.name ?? c);
        keyParts.push(c);
      }
      if (s) {
        attrs.pa_size = s;
        labels.push(sizes[s] ?? s);
        keyParts.push(s);
      }
      out.push({ key: keyParts.join('-'), attrs, label: labels.join(', ') });
    }
  return out;
}

function stockFields(def: ProductDef): {
  manage: boolean;
  qty: number | null;
  status: string;
  backorders: string;
  low: number | null;
} {
  const s = def.stock;
  if (!s || (s.quantity === undefined && !s.status))
    return { manage: false, qty: null, status: 'instock', backorders: 'no', low: null };
  const qty = s.quantity ?? null;
  const backorders = s.backorders ?? 'no';
  const status =
    s.status ?? (qty !== null && qty > 0 ? 'instock' : backorders !== 'no' ? 'onbackorder' : 'outofstock');
  return { manage: qty !== null, qty, status, backorders, low: s.low ?? null };
}

/** Rows collected in memory and written with one statement per table (the seed runs in one transaction). */
class SeedBatch {
  readonly media: Record<string, unknown>[] = [];
  readonly products: Record<string, unknown>[] = [];
  readonly productTerms: { product_id: number; term_id: number }[] = [];
  readonly attributes: Record<string, unknown>[] = [];
  readonly downloads: Record<string, unknown>[] = [];
  readonly reviews: Record<string, unknown>[] = [];
  private nextId: number;

  constructor(firstId: number) {
    this.nextId = firstId;
  }

  /** The next id of the shared posts sequence (products, variations and media). */
  id(): number {
    return this.nextId++;
  }

  get lastId(): number {
    return this.nextId - 1;
  }

  addMedia(slug: string, path: string, alt: string, art: Art): number {
    const id = this.id();
    this.media.push({ id, slug, path, alt_text: alt, title: alt, width: 1600, height: 1600, art });
    return id;
  }
}

/** INSERT … SELECT … FROM json_populate_recordset: one statement for any number of rows; omitted columns take their defaults. */
async function bulkInsert(tx: Queryable, table: string, rows: Record<string, unknown>[]): Promise<void> {
  // Rows with the same columns go together, so a column a row leaves out takes its default, not NULL.
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const key = Object.keys(row).join(',');
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  for (const [list, group] of groups) {
    for (let i = 0; i < group.length; i += 2000) {
      await tx.query(
        `INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(null::${table}, $1::json)`,
        [JSON.stringify(group.slice(i, i + 2000))],
      );
    }
  }
}

async function seedProducts(
  tx: Queryable,
  categoryIds: Record<string, number>,
  attributeIds: Record<string, Record<string, number>>,
): Promise<Record<string, number>> {
  const rand = prng(20240530);
  const ids: Record<string, number> = {};
  const first = await tx.query<{ n: number }>(`SELECT nextval('posts_id_seq')::int n`);
  const batch = new SeedBatch(first[0]!.n);
  const base = Date.UTC(2025, 0, 6, 9, 0, 0);
  const extra = moreProducts();
  const all = [...products, ...extra];
  // Tags and product types are few: upsert them up front.
  const termIds = new Map<string, number>();
  for (const def of all) {
    for (const tag of def.tags ?? []) {
      const key = `product_tag:${slugify(tag)}`;
      if (!termIds.has(key))
        termIds.set(
          key,
          await termId(
            tx,
            'product_tag',
            slugify(tag),
            tag.charAt(0).toUpperCase() + tag.slice(1).replace(/-/g, ' '),
          ),
        );
    }
    const type = def.type ?? 'simple';
    if (!termIds.has(`product_type:${type}`))
      termIds.set(`product_type:${type}`, await termId(tx, 'product_type', type, type));
  }
  for (const [index, def] of all.entries()) {
    const slug = slugify(def.name);
    if (ids[slug] !== undefined) throw new Error(`Duplicate product slug ${slug}`);
    const type = def.type ?? 'simple';
    const accent = def.accent ?? '#f4f1ea';
    const shape = def.shape ?? 'orb';
    // The hand-written products are the newest (from January 2025 on); the generated ones came before them.
    const createdAt =
      index < products.length
        ? new Date(base + index * 4 * 86_400_000)
        : new Date(base - (index - products.length + 1) * 2 * 86_400_000 - (index % 5) * 3_600_000);
    const imageId = def.noImage
      ? null
      : batch.addMedia(slug, `/images/products/${slug}.png`, def.name, {
          shape,
          color: def.color,
          accent,
          variant: 0,
        });
    const gallery: number[] = [];
    for (let g = 1; g < (def.gallery ?? 0) + 1; g++) {
      gallery.push(
        batch.addMedia(
          `${slug}-${g + 1}`,
          `/images/products/${slug}-${g + 1}.png`,
          `${def.name} view ${g + 1}`,
          {
            shape,
            color: def.color,
            accent,
            variant: g,
          },
        ),
      );
    }
    const stock = stockFields(def);
    const regular = cents(def.price);
    const sale = def.sale !== undefined ? cents(def.sale) : null;
    const reviewCount = Math.floor(rand() * 7);
    const totalSales = Math.floor(rand() * 400);
    const id = batch.id();
    const row: Record<string, unknown> = {
      id,
      type,
      name: def.name,
      slug,
      sku: skuOf(def.name) + '-' + String(index + 1).padStart(3, '0'),
      description: def.description,
      short_description: `<p>${def.short}</p>`,
      regular_price: type === 'variable' ? null : regular,
      sale_price: type === 'variable' ? null : sale,
      price: sale ?? regular,
      max_price: sale ?? regular,
      on_sale: sale !== null,
      featured: def.featured ?? false,
      menu_order: index,
      created_at: createdAt,
      modified_at: createdAt,
      manage_stock: type === 'variable' ? false : stock.manage,
      stock_quantity: type === 'variable' ? null : stock.qty,
      stock_status: stock.status,
      backorders: stock.backorders,
      low_stock_amount: stock.low,
      total_sales: totalSales,
      weight: def.weight ?? null,
      length: def.dimensions?.[0] ?? null,
      width: def.dimensions?.[1] ?? null,
      height: def.dimensions?.[2] ?? null,
      virtual: def.virtual ?? false,
      downloadable: def.download !== undefined,
      download_limit: def.download?.limit ?? null,
      download_expiry: def.download?.expiryDays ?? null,
      external_url: def.external?.url ?? null,
      button_text: def.external?.button ?? null,
      is_gift_card: def.giftCard ?? false,
      image_id: imageId,
      gallery_ids: gallery,
    };
    batch.products.push(row);
    ids[slug] = id;
    for (const c of def.categories) {
      const cid = categoryIds[c];
      if (cid === undefined) throw new Error(`Unknown category ${c}`);
      batch.productTerms.push({ product_id: id, term_id: cid });
    }
    for (const tag of def.tags ?? [])
      batch.productTerms.push({ product_id: id, term_id: termIds.get(`product_tag:${slugify(tag)}`)! });
    batch.productTerms.push({ product_id: id, term_id: termIds.get(`product_type:${type}`)! });
    if (def.download)
      batch.downloads.push({
        id: `dl-${slug}`,
        product_id: id,
        name: def.download.name,
        file: def.download.file,
      });
    if (def.variations) seedVariations(batch, def, row, slug, index, attributeIds, createdAt);
    seedReviews(batch, id, reviewCount, rand, createdAt);
  }
  await bulkInsert(tx, 'media', batch.media);
  // Parents before their variations (parent_id references products).
  await bulkInsert(
    tx,
    'products',
    batch.products.filter((p) => p.parent_id === undefined),
  );
  await bulkInsert(
    tx,
    'products',
    batch.products.filter((p) => p.parent_id !== undefined),
  );
  await bulkInsert(tx, 'product_terms', batch.productTerms);
  await bulkInsert(tx, 'product_attributes', batch.attributes);
  await bulkInsert(tx, 'product_downloads', batch.downloads);
  await bulkInsert(tx, 'reviews', batch.reviews);
  await tx.query(`SELECT setval('posts_id_seq', $1)`, [batch.lastId]);
  await tx.query(
    `UPDATE products p SET review_count = r.n, average_rating = r.avg
       FROM (SELECT product_id, count(*)::int n, round(avg(rating)::numeric, 2) avg FROM reviews WHERE status = 'approve' GROUP BY product_id) r
      WHERE p.id = r.product_id`,
  );
  return ids;
}

function seedVariations(
  batch: SeedBatch,
  def: ProductDef,
  parent: Record<string, unknown>,
  slug: string,
  index: number,
  attributeIds: Record<string, Record<string, number>>,
  createdAt: Date,
): void {
  const v = def.variations!;
  const parentId = parent.id as number;
  let position = 0;
  for (const taxonomy of ['pa_color', 'pa_size'] as const) {
    const options = v.axes[taxonomy];
    if (!options) continue;
    batch.attributes.push({
      product_id: parentId,
      name: taxonomy,
      position: position++,
      is_variation: true,
      visible: true,
      options,
    });
    for (const o of options) {
      const tid = attributeIds[taxonomy]?.[o];
      if (tid !== undefined) batch.productTerms.push({ product_id: parentId, term_id: tid });
    }
  }
  const colorImages: Record<string, number> = {};
  for (const c of v.axes.pa_color ?? []) {
    colorImages[c] = batch.addMedia(
      `${slug}-${c}`,
      `/images/products/${slug}-${c}.png`,
      `${def.name} in ${colors[c]?.name ?? c}`,
      {
        shape: def.shape ?? 'orb',
        color: colors[c]?.hex ?? def.color,
        accent: def.accent ?? '#f4f1ea',
        variant: 0,
      },
    );
  }
  const list = combos(v.axes);
  const defaults: Record<string, string> = {};
  if (list[0]) Object.assign(defaults, list[0].attrs);
  const prices: number[] = [];
  let anyInStock = false;
  for (const [i, combo] of list.entries()) {
    const surcharge = cents(v.sizeSurcharge?.[combo.attrs.pa_size ?? ''] ?? 0);
    const regular = cents(def.price) + surcharge;
    const sale = def.sale !== undefined ? cents(def.sale) + surcharge : null;
    const soldOut = v.outOfStock?.includes(combo.key) || (v.stock ?? 10) === 0;
    const qty = soldOut ? 0 : (v.stock ?? 10) - (i % 3);
    if (!soldOut) anyInStock = true;
    prices.push(sale ?? regular);
    batch.products.push({
      id: batch.id(),
      parent_id: parentId,
      type: 'variation',
      name: `${def.name} - ${combo.label}`,
      slug: `${slug}-${combo.key}`,
      sku: `${skuOf(def.name)}-${String(index + 1).padStart(3, '0')}-${combo.key.toUpperCase()}`,
      regular_price: regular,
      sale_price: sale,
      price: sale ?? regular,
      max_price: sale ?? regular,
      on_sale: sale !== null,
      menu_order: i,
      created_at: createdAt,
      modified_at: createdAt,
      manage_stock: true,
      stock_quantity: qty,
      stock_status: soldOut ? 'outofstock' : 'instock',
      image_id: combo.attrs.pa_color ? (colorImages[combo.attrs.pa_color] ?? null) : null,
      variation_attributes: combo.attrs,
      weight: def.weight ?? null,
    });
  }
  parent.price = Math.min(...prices);
  parent.max_price = Math.max(...prices);
  parent.default_attributes = defaults;
  parent.stock_status = anyInStock ? 'instock' : 'outofstock';
}

function seedReviews(
  batch: SeedBatch,
  productId: number,
  count: number,
  rand: () => number,
  after: Date,
): void {
  for (let i = 0; i < count; i++) {
    const roll = rand();
    const rating = roll < 0.45 ? 5 : roll < 0.75 ? 4 : roll < 0.88 ? 3 : roll < 0.95 ? 2 : 1;
    const texts = reviewTexts[rating] ?? ['Fine.'];
    const author = reviewers[Math.floor(rand() * reviewers.length)] ?? 'Alex';
    batch.reviews.push({
      product_id: productId,
      author,
      author_email: `${slugify(author)}@example.com`,
      content: texts[Math.floor(rand() * texts.length)] ?? texts[0]!,
      rating,
      created_at: new Date(after.getTime() + (i + 1) * 36e5 * 30),
    });
  }
}

async function seedShippingAndTax(tx: Queryable): Promise<void> {
  const zones: { name: string; countries: string[]; methods: [string, string, number, number | null][] }[] = [
    {
      name: 'Germany',
      countries: ['DE'],
      methods: [
        ['flat_rate', 'Standard shipping', 490, null],
        ['free_shipping', 'Free shipping', 0, 5000],
        ['local_pickup', 'Pick up in store (Berlin)', 0, null],
      ],
    },
    {
      name: 'Europe',
      countries: [
        'AT',
        'BE',
        'CH',
        'DK',
        'ES',
        'FI',
        'FR',
        'GB',
        'IE',
        'IT',
        'LU',
        'NL',
        'NO',
        'PL',
        'PT',
        'SE',
      ],
      methods: [
        ['flat_rate', 'Standard shipping', 990, null],
        ['free_shipping', 'Free shipping', 0, 10000],
      ],
    },
    {
      name: 'North America',
      countries: ['US', 'CA'],
      methods: [['flat_rate', 'International shipping', 1490, null]],
    },
    {
      name: 'Rest of the world',
      countries: [],
      methods: [['flat_rate', 'International shipping', 1990, null]],
    },
  ];
  for (const [position, z] of zones.entries()) {
    const r = await tx.query<{ id: number }>(
      'INSERT INTO shipping_zones (name, position, countries) VALUES ($1,$2,$3) RETURNING id',
      [z.name, position, z.countries],
    );
    for (const [i, [method, title, cost, min]] of z.methods.entries()) {
      await tx.query(
        'INSERT INTO shipping_methods (zone_id, method_id, title, cost, min_amount, position) VALUES ($1,$2,$3,$4,$5,$6)',
        [r[0]!.id, method, title, cost, min, i],
      );
    }
  }
  const rates: [string, number, string][] = [
    ['DE', 19, 'MwSt.'],
    ['AT', 20, 'USt.'],
    ['FR', 20, 'TVA'],
    ['ES', 21, 'IVA'],
    ['IT', 22, 'IVA'],
    ['NL', 21, 'BTW'],
    ['BE', 21, 'BTW'],
    ['PT', 23, 'IVA'],
    ['*', 0, 'Tax'],
  ];
  for (const [country, rate, label] of rates) {
    await tx.query('INSERT INTO tax_rates (country, rate, label) VALUES ($1,$2,$3)', [country, rate, label]);
  }
}

async function seedCoupons(tx: Queryable, productIds: Record<string, number>): Promise<void> {
  for (const c of coupons) {
    const productList =
      'productSlugs' in c
        ? c.productSlugs.map((s) => productIds[s]).filter((x): x is number => x !== undefined)
        : [];
    await tx.query(
      `INSERT INTO coupons (code, description, discount_type, amount, expires_at, usage_limit, usage_count, minimum_amount, individual_use, free_shipping, product_ids)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11)`,
      [
        c.code,
        c.description,
        c.type,
        c.amount,
        'expired' in c ? new Date(Date.UTC(2024, 0, 1)) : null,
        'usageLimit' in c ? c.usageLimit : null,
        'usageCount' in c ? c.usageCount : 0,
        'minimum' in c ? c.minimum : null,
        'individualUse' in c ? c.individualUse : false,
        'freeShipping' in c ? c.freeShipping : false,
        productList,
      ],
    );
  }
}

const demoAddress = {
  firstName: 'Dana',
  lastName: 'Demo',
  company: '',
  address1: 'Torstraße 1',
  address2: '',
  city: 'Berlin',
  state: '',
  postcode: '10119',
  country: 'DE',
  email: DEMO_CUSTOMER.email,
  phone: '+49 30 1234567',
};

async function seedCustomers(tx: Queryable, productIds: Record<string, number>): Promise<void> {
  const hash = await hashPassword(DEMO_CUSTOMER.password);
  const r = await tx.query<{ id: number }>(
    `INSERT INTO customers (username, email, password_hash, first_name, last_name, display_name, billing, shipping, auth_secret, created_at)
     VALUES ($1,$2,$3,'Dana','Demo','Dana Demo',$4,$5,$6,$7) RETURNING id`,
    [
      DEMO_CUSTOMER.username,
      DEMO_CUSTOMER.email,
      hash,
      demoAddress,
      demoAddress,
      randomBytes(16).toString('hex'),
      new Date(Date.UTC(2025, 1, 1)),
    ],
  );
  const customerId = r[0]!.id;
  // Two past orders: a completed one with a download and a processing one.
  const ebook = productIds['slow-living-e-book'];
  const mug = productIds['ceramic-mug'];
  const hoodie = productIds['everyday-hoodie'];
  if (ebook === undefined || mug === undefined || hoodie === undefined) return;
  const mugVariation = await tx.query<{ id: number; price: number; name: string }>(
    `SELECT id, price, name FROM products WHERE parent_id = $1 ORDER BY menu_order LIMIT 1`,
    [mug],
  );
  const hoodieVariation = await tx.query<{ id: number; price: number; name: string }>(
    `SELECT id, price, name FROM products WHERE parent_id = $1 ORDER BY menu_order LIMIT 1`,
    [hoodie],
  );
  const ebookRow = await tx.query<{ price: number }>('SELECT price FROM products WHERE id = $1', [ebook]);
  const orders: {
    status: string;
    date: Date;
    lines: { productId: number; variationId: number | null; name: string; qty: number; unit: number }[];
  }[] = [
    {
      status: 'completed',
      date: new Date(Date.UTC(2025, 2, 3, 10)),
      lines: [
        { productId: ebook, variationId: null, name: 'Slow Living E-book', qty: 1, unit: ebookRow[0]!.price },
        {
          productId: mug,
          variationId: mugVariation[0]!.id,
          name: mugVariation[0]!.name,
          qty: 2,
          unit: mugVariation[0]!.price,
        },
      ],
    },
    {
      status: 'processing',
      date: new Date(Date.UTC(2025, 3, 14, 16)),
      lines: [
        {
          productId: hoodie,
          variationId: hoodieVariation[0]!.id,
          name: hoodieVariation[0]!.name,
          qty: 1,
          unit: hoodieVariation[0]!.price,
        },
      ],
    },
  ];
  for (const o of orders) {
    const subtotal = o.lines.reduce((s, l) => s + l.unit * l.qty, 0);
    const shipping = subtotal >= 5000 ? 0 : 490;
    const cartTax = o.lines.reduce((s, l) => s + Math.round(l.unit * l.qty * 0.19), 0);
    const shippingTax = Math.round(shipping * 0.19);
    const total = subtotal + shipping + cartTax + shippingTax;
    const order = await tx.query<{ id: number }>(
      `INSERT INTO orders (order_key, customer_id, status, billing, shipping, payment_method, payment_method_title, subtotal, discount_total, discount_tax,
         shipping_total, shipping_tax, cart_tax, total_tax, total, shipping_lines, cart_hash, created_at, modified_at, paid_at, completed_at)
       VALUES ($1,$2,$3,$4,$4,'bacs','Direct bank transfer',$5,0,0,$6,$7,$8,$9,$10,$11,'seed',$12,$12,$12,$13) RETURNING id`,
      [
        'wc_order_' + randomBytes(8).toString('hex'),
        customerId,
        o.status,
        demoAddress,
        subtotal,
        shipping,
        shippingTax,
        cartTax,
        cartTax + shippingTax,
        total,
        [
          {
            methodId: shipping ? 'flat_rate' : 'free_shipping',
            title: shipping ? 'Standard shipping' : 'Free shipping',
            total: shipping,
          },
        ],
        o.date,
        o.status === 'completed' ? o.date : null,
      ],
    );
    const orderId = order[0]!.id;
    for (const l of o.lines) {
      const lineTotal = l.unit * l.qty;
      await tx.query(
        `INSERT INTO order_items (order_id, product_id, variation_id, name, quantity, subtotal, subtotal_tax, total, total_tax) VALUES ($1,$2,$3,$4,$5,$6,$7,$6,$7)`,
        [orderId, l.productId, l.variationId, l.name, l.qty, lineTotal, Math.round(lineTotal * 0.19)],
      );
    }
    if (o.status === 'completed') {
      await tx.query(
        `INSERT INTO download_permissions (token, order_id, customer_id, product_id, download_id, downloads_remaining, access_expires)
         SELECT $1, $2, $3, d.product_id, d.id, p.download_limit, $4::timestamptz + make_interval(days => p.download_expiry)
           FROM product_downloads d JOIN products p ON p.id = d.product_id WHERE d.product_id = $5`,
        [randomBytes(16).toString('hex'), orderId, customerId, new Date(Date.UTC(2026, 0, 1)), ebook],
      );
    }
  }
}

/** Recomputes `terms.count`: visible, published top-level products per term. */
export async function recountTerms(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE terms t SET count = coalesce(c.n, 0)
       FROM terms t2 LEFT JOIN (
         SELECT pt.term_id, count(*)::int n FROM product_terms pt JOIN products p ON p.id = pt.product_id
          WHERE p.status = 'publish' AND p.parent_id IS NULL AND p.catalog_visibility <> 'hidden' GROUP BY pt.term_id
       ) c ON c.term_id = t2.id
      WHERE t.id = t2.id`,
  );
}

/**
 * Tops the catalogue up to `total` top-level products with generated simple products (benchmarks).
 * Reuses the demo images; runs in set-based SQL so 50,000 rows take seconds.
 */
export async function seedSynthetic(db: Db, total: number): Promise<number> {
  return db.transaction(async (tx) => {
    const have = await tx.query<{ n: number }>(
      `SELECT count(*)::int n FROM products WHERE parent_id IS NULL`,
    );
    const missing = total - (have[0]?.n ?? 0);
    if (missing <= 0) return 0;
    const start = await tx.query<{ n: number }>(`SELECT coalesce(max(id), 0)::int n FROM products`);
    const offset = start[0]!.n;
    await tx.query(
      `WITH imgs AS (SELECT array_agg(id ORDER BY id) a FROM media WHERE path LIKE '/images/products/%'),
            words AS (SELECT ARRAY['Nordic','Urban','Coastal','Alpine','Studio','Garden','Harbour','Meadow','Canyon','Prairie'] adj,
                             ARRAY['Mug','Lamp','Scarf','Bottle','Notebook','Basket','Candle','Tray','Blanket','Bowl'] noun)
       INSERT INTO products (type, name, slug, sku, short_description, description, regular_price, sale_price, price, max_price, on_sale,
                             created_at, modified_at, manage_stock, stock_quantity, stock_status, total_sales, image_id)
       SELECT 'simple',
              words.adj[1 + g % 10] || ' ' || words.noun[1 + (g / 10) % 10] || ' ' || g,
              'item-' || g, 'SYN-' || g,
              '<p>Generated catalogue item ' || g || '.</p>', '<p>A generated product used for load testing.</p>',
              500 + (g * 7919) % 20000,
              CASE WHEN g % 7 = 0 THEN (500 + (g * 7919) % 20000) * 8 / 10 END,
              CASE WHEN g % 7 = 0 THEN (500 + (g * 7919) % 20000) * 8 / 10 ELSE 500 + (g * 7919) % 20000 END,
              CASE WHEN g % 7 = 0 THEN (500 + (g * 7919) % 20000) * 8 / 10 ELSE 500 + (g * 7919) % 20000 END,
              g % 7 = 0,
              timestamptz '2024-01-01' + make_interval(mins => g),
              timestamptz '2024-01-01' + make_interval(mins => g),
              true, CASE WHEN g % 11 = 0 THEN 0 ELSE 5 + g % 50 END,
              CASE WHEN g % 11 = 0 THEN 'outofstock' ELSE 'instock' END,
              (g * 31) % 500,
              imgs.a[1 + g % greatest(array_length(imgs.a, 1), 1)]
         FROM generate_series($1::int + 1, $1::int + $2::int) g, imgs, words`,
      [offset, missing],
    );
    await tx.query(
      `INSERT INTO product_terms (product_id, term_id)
       SELECT p.id, c.ids[1 + p.id % array_length(c.ids, 1)]
         FROM products p, (SELECT array_agg(id ORDER BY id) ids FROM terms WHERE taxonomy = 'product_cat' AND slug NOT IN ('gift-cards','digital')) c
        WHERE p.sku LIKE 'SYN-%' AND NOT EXISTS (SELECT 1 FROM product_terms pt WHERE pt.product_id = p.id)`,
    );
    // Ratings, review counts and sizes, so rating and attribute filters have realistic work to do.
    await tx.query(
      `UPDATE products SET average_rating = ((id * 37) % 41) / 10.0 + CASE WHEN id % 3 = 0 THEN 0.9 ELSE 0 END,
                           review_count = (id * 13) % 25
        WHERE sku LIKE 'SYN-%' AND review_count = 0 AND id > $1`,
      [offset],
    );
    await tx.query(
      `INSERT INTO product_terms (product_id, term_id)
       SELECT p.id, s.ids[1 + p.id % array_length(s.ids, 1)]
         FROM products p, (SELECT array_agg(id ORDER BY id) ids FROM terms WHERE taxonomy = 'pa_size') s
        WHERE p.sku LIKE 'SYN-%' AND p.id > $1 AND p.id % 4 = 0
       ON CONFLICT DO NOTHING`,
      [offset],
    );
    await recountTerms(tx);
    // PGlite has no autovacuum: fresh statistics let the planner pick the listing and trigram indexes.
    await tx.exec('ANALYZE');
    return missing;
  });
}
