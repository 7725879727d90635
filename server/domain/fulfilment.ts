/**
 * What an order grants once it is paid (WooCommerce's gift-card plugins read "paid" the same way): download
 * permissions for its downloadable lines and a redeemable coupon per gift card bought, mailed to the buyer.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/connection.ts';
import type { OrderRow } from './checkout.ts';
import { queueMail } from './mail.ts';

/** Paid as WooCommerce gift-card plugins read it: `completed`, or `processing` with a confirmed payment. */
export function isPaid(order: Pick<OrderRow, 'status' | 'paid_at'>): boolean {
  return order.status === 'completed' || (order.status === 'processing' && order.paid_at !== null);
}

/** On payment: download permissions for downloadable lines and a redeemable coupon per gift card bought. */
export async function fulfil(tx: Queryable, order: OrderRow): Promise<void> {
  await tx.query(
    `INSERT INTO download_permissions (token, order_id, customer_id, product_id, download_id, downloads_remaining, access_expires)
     SELECT md5(random()::text || clock_timestamp()::text || d.id), $1, $2, d.product_id, d.id,
            CASE WHEN p.download_limit IS NULL OR p.download_limit < 0 THEN NULL ELSE p.download_limit * i.quantity END,
            CASE WHEN p.download_expiry IS NULL OR p.download_expiry < 0 THEN NULL ELSE now() + make_interval(days => p.download_expiry) END
       FROM order_items i JOIN products p ON p.id = coalesce(i.variation_id, i.product_id)
       JOIN product_downloads d ON d.product_id = p.id
      WHERE i.order_id = $1 AND p.downloadable
        AND NOT EXISTS (SELECT 1 FROM download_permissions x WHERE x.order_id = $1 AND x.download_id = d.id)`,
    [order.id, order.customer_id],
  );
  const cards = await tx.query<{ price: number; quantity: number; name: string }>(
    `SELECT (i.subtotal / i.quantity)::int price, i.quantity, i.name FROM order_items i JOIN products p ON p.id = i.product_id
      WHERE i.order_id = $1 AND p.is_gift_card AND NOT EXISTS (SELECT 1 FROM gift_cards g WHERE g.order_id = $1)`,
    [order.id],
  );
  for (const card of cards) {
    for (let n = 0; n < card.quantity; n++) {
      const code =
        'GIFT-' +
        randomBytes(6)
          .toString('hex')
          .toUpperCase()
          .replace(/(.{4})(?=.)/g, '$1-');
      const coupon = await tx.query<{ id: number }>(
        `INSERT INTO coupons (code, description, discount_type, amount, usage_limit) VALUES ($1, $2, 'fixed_cart', $3, 1) RETURNING id`,
        [code, `${card.name} from order #${order.id}`, card.price],
      );
      await tx.query('INSERT INTO gift_cards (code, order_id, coupon_id, amount) VALUES ($1,$2,$3,$4)', [
        code,
        order.id,
        coupon[0]!.id,
        card.price,
      ]);
      await queueMail(tx, {
        to: order.billing.email ?? '',
        subject: 'Your gift card',
        body: `Thank you for your order #${order.id}.\n\nYour gift card code is ${code}. Enter it as a coupon code at checkout.\n`,
      });
    }
  }
}
