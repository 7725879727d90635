import type { Db } from './db/connection.ts';
import type { CatalogLoaders } from './domain/catalog.ts';
import type { CustomerRow } from './domain/customers.ts';
import type { SessionHandle } from './domain/session.ts';
import type { TokenService } from './domain/tokens.ts';

/** Server-wide configuration the resolvers read. */
export interface ApiConfig {
  siteUrl: string;
  allowedCountries: string[];
  stripeSecretKey?: string;
  /** Verifies a Stripe PaymentIntent; replaced in tests. */
  verifyStripePayment?: (transactionId: string, amount: number) => Promise<boolean>;
  createStripeIntent?: (amount: number, currency: string) => Promise<{ id: string; clientSecret: string }>;
}

/** Everything one GraphQL request can use. */
export interface Ctx {
  db: Db;
  config: ApiConfig;
  tokens: TokenService;
  session: SessionHandle;
  /** The authenticated customer (Authorization: Bearer), if any. */
  viewerId: number | null;
  viewer(): Promise<CustomerRow | null>;
  loaders: CatalogLoaders;
  ip: string;
}
