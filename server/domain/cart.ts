import { createHash } from 'node:crypto';
import type { Queryable } from '../db/connection.ts';
import { PRODUCT_COLUMNS, type ProductRow } from './catalogRows.ts';
import { UserError, check } from './errors.ts';
import { computeCart, loadCoupons, type Shopper } from './cartTotals.ts';
import { couponProblem } from './pricing.ts';
import type { CartLine, CartView, SessionData } from './cartModel.ts';

export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 9999;

/** WooCommerce-style cart item key: the same product, variation and options always give the same key. */
export function cartItemKey(
  productId: number,
  variationId: number | null,
  variation: Record<string, string>,
  extra?: Record<string, string>,
): string {
  const attrs = Object.keys(variation)
    .sort()
    .map((k) => [k, variation[k]]);
  return createHash('md5')
    .update(JSON.stringify([productId, variationId ?? 0, attrs, extra ?? {}]))
    .digest('hex');
}

const normaliseAttr = (name: string): string => {
  const n = name
    .trim()
    .toLowerCase()
    .replace(/^attribute_/, '');
  return n.startsWith('pa_') ? n : `pa_${n}`;
};

/** Throws the WooCommerce message when `quantity` of `item` cannot be bought now. */
export function assertStock(item: ProductRow, displayName: string, quantity: number): void {
  if (item.stock_status === 'outofstock')
    throw new UserError(`You cannot add "${displayName}" to the cart because the product is out of stock.`);
  if (
    item.manage_stock &&
    item.backorders === 'no' &&
    item.stock_quantity !== null &&
    quantity > item.stock_quantity
  ) {
    throw new UserError(
      `You cannot add that amount of "${displayName}" to the cart because there is not enough stock (${Math.max(item.stock_quantity, 0)} remaining).`,
    );
  }
  if (item.sold_individually && quantity > 1)
    throw new UserError(`You cannot add another "${displayName}" to your cart.`);
}

export interface AddToCartInput {
  productId: number;
  quantity?: number | null;
  variationId?: number | null;
  variation?: ({ attributeName: string; attributeValue?: string | null } | null)[] | null;
  extraData?: string | null;
}

/** Adds a product (or a variation of it) to the session cart after checking purchasability and stock. */
export async function addToCart(tx: Queryable, data: SessionData, input: AddToCartInput): Promise<CartLine> {
  const quantity = input.quantity ?? 1;
  check(
    Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY,
    `Quantity must be between 1 and ${MAX_LINE_QUANTITY}.`,
  );
  check(Number.isInteger(input.productId) && input.productId > 0, 'Invalid productId.');
  const rows = await tx.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = $1 AND status = 'publish'`,
    [input.productId],
  );
  let product = rows[0];
  if (!product) throw new UserError('No product found matching the ID provided.');
  let variationId = input.variationId ?? null;
  if (product.type === 'variation') {
    variationId = product.id;
    const parent = await tx.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = $1`, [
      product.parent_id,
    ]);
    product = parent[0];
    if (!product) throw new UserError('No product found matching the ID provided.');
  }
  if (product.type === 'external') throw new UserError(`Sorry, "${product.name}" cannot be purchased here.`);
  const requested: Record<string, string> = {};
  for (const a of input.variation ?? []) {
    if (!a) continue;
    check(
      a.attributeName.length <= 64 && (a.attributeValue ?? '').length <= 64,
      'Attribute names and values must be at most 64 characters.',
    );
    if (a.attributeValue) requested[normaliseAttr(a.attributeName)] = a.attributeValue.trim().toLowerCase();
  }
  let item: ProductRow = product;
  let attrs: Record<string, string> = {};
  if (product.type === 'variable') {
    const variations = await tx.query<ProductRow>(
      `SELECT ${PRODUCT_COLUMNS} FROM products WHERE parent_id = $1 AND status = 'publish' ORDER BY menu_order, id`,
      [product.id],
    );
    let match: ProductRow | undefined;
    if (variationId) {
      match = variations.find((v) => v.id === variationId);
      if (!match) throw new UserError(`Variation ${variationId} does not belong to "${product.name}".`);
      for (const [k, v] of Object.entries(requested)) {
        if (match.variation_attributes[k] && match.variation_attributes[k] !== v)
          throw new UserError(`The chosen options do not match variation ${variationId}.`);
      }
    } else {
      if (!Object.keys(requested).length)
        throw new UserError(`Please choose product options for "${product.name}".`);
      match = variations.find((v) =>
        Object.entries(v.variation_attributes).every(([k, val]) => requested[k] === val),
      );
      if (!match) throw new UserError(`Sorry, no variation of "${product.name}" matches the chosen options.`);
    }
    item = match;
    variationId = match.id;
    attrs = { ...match.variation_attributes };
  } else if (variationId) {
    throw new UserError(`"${product.name}" has no variations.`);
  }
  let extra: Record<string, string> | undefined;
  if (input.extraData) {
    check(input.extraData.length <= 2000, 'extraData must be at most 2000 characters.');
    try {
      const parsed: unknown = JSON.parse(input.extraData);
      check(
        typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed),
        'extraData must be a JSON object.',
      );
      extra = Object.fromEntries(
        Object.entries(parsed as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
      );
    } catch (error) {
      if (error instanceof UserError) throw error;
      throw new UserError('extraData must be a JSON object.');
    }
  }
  const key = cartItemKey(product.id, variationId, attrs, extra);
  const existing = data.cart.find((l) => l.key === key);
  const newQuantity = (existing?.quantity ?? 0) + quantity;
  check(newQuantity <= MAX_LINE_QUANTITY, `Quantity must be between 1 and ${MAX_LINE_QUANTITY}.`);
  assertStock(item, item.name, newQuantity);
  if (existing) {
    existing.quantity = newQuantity;
    return existing;
  }
  check(data.cart.length < MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} different items.`);
  const line: CartLine = {
    key,
    productId: product.id,
    variationId,
    quantity,
    variation: attrs,
    ...(extra ? { extraData: extra } : {}),
  };
  data.cart.push(line);
  return line;
}

/** Sets quantities by cart item key; 0 removes the line. Returns the updated and removed lines. */
export async function updateQuantities(
  tx: Queryable,
  data: SessionData,
  items: { key: string; quantity: number }[],
): Promise<{ updated: CartLine[]; removed: CartLine[] }> {
  check(items.length > 0, 'No cart items were given.');
  const updated: CartLine[] = [];
  const removed: CartLine[] = [];
  for (const { key, quantity } of items) {
    const line = data.cart.find((l) => l.key === key);
    if (!line) throw new UserError(`No cart item found with the key: "${key}".`);
    check(
      Number.isInteger(quantity) && quantity >= 0 && quantity <= MAX_LINE_QUANTITY,
      `Quantity must be between 0 and ${MAX_LINE_QUANTITY}.`,
    );
    if (quantity === 0) {
      data.cart = data.cart.filter((l) => l.key !== key);
      removed.push(line);
      continue;
    }
    const rows = await tx.query<ProductRow>(`SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = $1`, [
      line.variationId ?? line.productId,
    ]);
    const item = rows[0];
    if (!item) throw new UserError(`No cart item found with the key: "${key}".`);
    if (quantity > line.quantity) assertStock(item, item.name, quantity);
    line.quantity = quantity;
    updated.push(line);
  }
  return { updated, removed };
}

/** Validates and applies a coupon code, or throws WooCommerce's reason. */
export async function applyCoupon(
  tx: Queryable,
  data: SessionData,
  rawCode: string,
  opts: Shopper,
): Promise<CartView> {
  const code = rawCode.trim();
  check(code.length > 0, 'Please enter a coupon code.');
  check(code.length <= 64, 'Coupon codes are at most 64 characters.');
  const coupon = (await loadCoupons(tx, [code])).get(code.toLowerCase());
  if (!coupon) throw new UserError(`Coupon "${code}" does not exist!`);
  if (data.coupons.some((c) => c.toLowerCase() === coupon.code.toLowerCase()))
    throw new UserError('Coupon code already applied!');
  check(data.cart.length > 0, 'Please add items to your cart before applying a coupon.');
  const before = await computeCart(tx, data, opts);
  const others = await loadCoupons(
    tx,
    before.coupons.map((c) => c.code),
  );
  const problem = couponProblem(coupon, {
    subtotal: before.subtotal,
    productIds: before.lines.flatMap((l) => [l.product.id, ...(l.variation ? [l.variation.id] : [])]),
    otherCodes: before.coupons.map((c) => c.code),
    individualOthers: [...others.values()].some((c) => c.individual_use),
    email: opts.email ?? data.customer.billing.email,
  });
  if (problem) throw new UserError(problem);
  data.coupons = [...before.coupons.map((c) => c.code), coupon.code];
  return computeCart(tx, data, opts);
}
