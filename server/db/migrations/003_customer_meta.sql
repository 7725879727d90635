-- Customer meta data (WooCommerce's user meta subset the storefront writes, e.g. the account wishlist).
ALTER TABLE customers ADD COLUMN IF NOT EXISTS meta jsonb NOT NULL DEFAULT '[]';
