import { CURRENCY, parsePrice } from '../i18n/format';

/** schema.org JSON-LD for a product page (Google's Product rich results). */

/** WooGraphQL `StockStatusEnum` values. */
type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER';

const AVAILABILITY: Record<StockStatus, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
  ON_BACKORDER: 'https://schema.org/BackOrder',
};

export interface ProductData {
  name: string;
  /** Absolute URL of the product page (the canonical URL). */
  url: string;
  /** Absolute URL of the main image. */
  image?: string | undefined;
  sku?: string | null | undefined;
  /** Plain text. */
  description?: string | undefined;
  /** The price as the page shows it (WooGraphQL's formatted or raw string; a range for a variable product). */
  price?: string | null | undefined;
  stockStatus?: string | null | undefined;
  averageRating?: number | null | undefined;
  reviewCount?: number | null | undefined;
}

/**
 * A schema.org Product: name, image, sku, description, an Offer (an AggregateOffer for a price range) with
 * EUR price and availability, and an AggregateRating only when the product has reviews.
 */
export function productJsonLd(product: ProductData) {
  const amounts = parsePrice(product.price);
  const availability = AVAILABILITY[product.stockStatus as StockStatus] as string | undefined;
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  const price = (value: number) => value.toFixed(2);
  const offers =
    amounts.length === 0
      ? undefined
      : {
          ...(low === high
            ? { '@type': 'Offer', price: price(low) }
            : { '@type': 'AggregateOffer', lowPrice: price(low), highPrice: price(high) }),
          priceCurrency: CURRENCY,
          ...(availability ? { availability } : {}),
          url: product.url,
        };
  const reviewCount = product.reviewCount ?? 0;
  const rating = product.averageRating ?? 0;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.image ? { image: [product.image] } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.description ? { description: product.description } : {}),
    url: product.url,
    ...(offers ? { offers } : {}),
    // A rating below the scale's worst (no rated review yet) would be invalid structured data.
    ...(reviewCount > 0 && rating >= 1
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(rating.toFixed(2)),
            reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
