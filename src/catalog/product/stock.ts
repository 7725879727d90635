import type { MessageId } from '../../i18n/messages';

/** WooGraphQL `StockStatusEnum`, plus Relay's placeholder for values added to the schema later. */
export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER' | '%future added value';

const LABELS: Record<Exclude<StockStatus, '%future added value'>, MessageId> = {
  IN_STOCK: 'stock.inStock',
  OUT_OF_STOCK: 'stock.outOfStock',
  ON_BACKORDER: 'stock.onBackorder',
};

/** The message id of the spec's stock label ('In Stock', 'Out of Stock', 'On Backorder'), or undefined. */
export function stockMessageId(status: StockStatus | null | undefined): MessageId | undefined {
  if (!status || status === '%future added value') return undefined;
  return LABELS[status];
}

/** True unless the item is out of stock; an unknown status does not block the purchase. */
export function isPurchasable(status: StockStatus | null | undefined): boolean {
  return status !== 'OUT_OF_STOCK';
}

export interface StockLevel {
  readonly stockQuantity?: number | null | undefined;
  readonly backordersAllowed?: boolean | null | undefined;
}

/**
 * The most a shopper may put in the cart at once: the stock quantity when the store manages stock
 * (the API then reports a quantity) and refuses backorders; otherwise no limit (undefined).
 */
export function maxQuantity({ stockQuantity, backordersAllowed }: StockLevel): number | undefined {
  if (stockQuantity === null || stockQuantity === undefined || backordersAllowed) return undefined;
  return Math.max(stockQuantity, 1);
}
