/** Prices are integer cents internally; these helpers render WooGraphQL's RAW and FORMATTED strings (EUR). */
export const CURRENCY = 'EUR';

/** 1234 → "12.34" */
export function raw(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 1234 → "€12.34" */
export function formatted(cents: number): string {
  const r = raw(cents);
  return r.startsWith('-') ? `-€${r.slice(1)}` : `€${r}`;
}

export type PriceFormat = 'RAW' | 'FORMATTED' | null | undefined;

/** Renders one amount in the requested format (WooGraphQL's default is FORMATTED); no amount renders as null. */
export function price(cents: number, format: PriceFormat): string;
export function price(cents: number | null | undefined, format: PriceFormat): string | null;
export function price(cents: number | null | undefined, format: PriceFormat): string | null {
  if (cents === null || cents === undefined) return null;
  return format === 'RAW' ? raw(cents) : formatted(cents);
}

/** Renders a min–max range the way WooGraphQL does for variable products ("10.00, 20.00" raw; "€10.00 - €20.00" formatted). */
export function priceRange(min: number | null, max: number | null, format: PriceFormat): string | null {
  if (min === null || max === null) return price(min ?? max, format);
  if (min === max) return price(min, format);
  return format === 'RAW' ? `${raw(min)}, ${raw(max)}` : `${formatted(min)} - ${formatted(max)}`;
}

/** Euros from the API (Float) to cents; null for null. */
export function toCents(euros: number | null | undefined): number | null {
  if (euros === null || euros === undefined) return null;
  return Math.round(euros * 100);
}
