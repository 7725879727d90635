import type { Db } from './db/connection.ts';
import type { CatalogLoaders } from './domain/catalog.ts';
import type { CustomerRow } from './domain/customers.ts';
import type { Mailer } from './domain/mail.ts';
import type { OAuthService } from './domain/oauth.ts';
import type { StripeClient } from './domain/payments.ts';
import type { SessionHandle } from './domain/session.ts';
import type { TokenService } from './domain/tokens.ts';

/** Server-wide configuration the resolvers read. */
export interface ApiConfig {
  siteUrl: string;
  allowedCountries: string[];
  /** Set when STRIPE_SECRET_KEY is: enables the `stripe` gateway. */
  stripe?: StripeClient;
  /** Social login (Headless Login OAuth 2 providers from OAUTH_* variables). */
  oauth: OAuthService;
  /** Delivers the outbox (SMTP_URL, else the log); `kick()` after a transaction that wrote e-mail. */
  mailer: Mailer;
  /** Tells listeners (the storefront's page cache) that a product's stock, price or reviews changed. */
  catalogChanged: () => void;
}

/** Everything one GraphQL request can use. */
export interface Ctx {
  db: Db;
  config: ApiConfig;
  tokens: TokenService;
  session: SessionHandle;
  /** The authenticated customer (Authorization: Bearer), if any. */
  viewerId: number | null;
  /** An `Authorization` header was sent but not accepted: the request runs as a guest and answers HTTP 403. */
  authRefused: boolean;
  viewer(): Promise<CustomerRow | null>;
  loaders: CatalogLoaders;
  /** The client's address for per-client limits (`domain/clientAddress.ts`); loopback for local requests. */
  ip: string;
}
