import type { Queryable } from '../db/connection.ts';
import { UserError } from './errors.ts';
import { emptySession, readSessionData } from './pricing.ts';
import type { SessionData } from './cartModel.ts';
import { SESSION_TTL_SECONDS, TokenService } from './tokens.ts';

/** The shopper's WooCommerce session for one request: a row keyed by guest key or customer id. */
export class SessionHandle {
  /** The token to send back in the `woocommerce-session` response header, when one was issued. */
  issuedToken: string | null = null;
  /**
   * Why the request's session token was refused (`SESSION_ERRORS`), when it was. The request then runs in a new
   * guest session, and only the cart fields fail, as WooGraphQL does.
   */
  tokenError: string | null = null;

  constructor(
    private readonly db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
    private readonly tokens: TokenService,
    public key: string | null,
    public customerId: number | null,
  ) {}

  /** Throws the refused token's message: `cart` and the cart mutations call this first. */
  assertCartUsable(): void {
    if (this.tokenError) throw new UserError(this.tokenError, 'INVALID_SESSION');
  }

  /** The stored session data, or an empty session when there is none yet. */
  async read(q: Queryable = this.db): Promise<SessionData> {
    if (!this.key) return emptySession();
    const rows = await q.query<{ data: unknown }>(
      'SELECT data FROM sessions WHERE key = $1 AND expires_at > now()',
      [this.key],
    );
    return rows[0] ? readSessionData(rows[0].data) : emptySession();
  }

  /** Creates the session row if needed and issues its token (the response header carries it). */
  async ensure(q: Queryable = this.db): Promise<string> {
    if (!this.key) this.key = this.customerId ? String(this.customerId) : TokenService.guestKey();
    const inserted = await q.query<{ key: string }>(
      `INSERT INTO sessions (key, customer_id, data, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       ON CONFLICT (key) DO NOTHING RETURNING key`,
      [this.key, this.customerId, emptySession(), SESSION_TTL_SECONDS],
    );
    if (inserted.length) this.issue();
    return this.key;
  }

  /** A fresh token for the current session (creating the session first). */
  async token(): Promise<string> {
    if (!this.issuedToken) {
      await this.ensure();
      if (!this.issuedToken) this.issue();
    }
    return this.issuedToken!;
  }

  issue(): void {
    if (!this.key) return;
    this.issuedToken = this.tokens.sessionToken(this.key).token;
  }

  /** Runs `fn` on the locked session data in one transaction and stores what it leaves in `data`. */
  async mutate<T>(fn: (data: SessionData, tx: Queryable) => Promise<T>): Promise<T> {
    await this.ensure();
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<{ data: unknown }>('SELECT data FROM sessions WHERE key = $1 FOR UPDATE', [
        this.key!,
      ]);
      const data = rows[0] ? readSessionData(rows[0].data) : emptySession();
      const result = await fn(data, tx);
      await tx.query(
        `UPDATE sessions SET data = $2, updated_at = now(), expires_at = now() + make_interval(secs => $3) WHERE key = $1`,
        [this.key!, data, SESSION_TTL_SECONDS],
      );
      // A change renews the token for another 48 hours, as WooGraphQL does when WooCommerce sets its cart cookies.
      this.issue();
      return result;
    });
  }

  /** Signs `customerId` in to this session: `adoptCustomer` in a transaction of its own. */
  async signIn(customerId: number): Promise<void> {
    await this.db.transaction((tx) => this.adoptCustomer(customerId, tx));
  }

  /**
   * Moves a guest cart into the customer's session (login, registration): guest lines win on equal keys,
   * coupons are combined, the guest session is deleted, and a customer session token is issued.
   */
  async adoptCustomer(customerId: number, tx: Queryable): Promise<void> {
    const guestKey =
      this.key && this.key !== String(customerId) && this.key.startsWith('t_') ? this.key : null;
    this.customerId = customerId;
    this.key = String(customerId);
    await tx.query(
      `INSERT INTO sessions (key, customer_id, data, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4)) ON CONFLICT (key) DO NOTHING`,
      [this.key, customerId, emptySession(), SESSION_TTL_SECONDS],
    );
    if (guestKey) {
      const guestRows = await tx.query<{ data: unknown }>(
        'DELETE FROM sessions WHERE key = $1 RETURNING data',
        [guestKey],
      );
      const mine = await tx.query<{ data: unknown }>('SELECT data FROM sessions WHERE key = $1 FOR UPDATE', [
        this.key,
      ]);
      if (guestRows[0] && mine[0]) {
        const guest = readSessionData(guestRows[0].data);
        const merged = readSessionData(mine[0].data);
        for (const line of guest.cart) {
          const i = merged.cart.findIndex((l) => l.key === line.key);
          if (i >= 0) merged.cart[i] = line;
          else merged.cart.push(line);
        }
        merged.coupons = [...new Set([...merged.coupons, ...guest.coupons])];
        if (guest.chosenShipping.length) merged.chosenShipping = guest.chosenShipping;
        await tx.query('UPDATE sessions SET data = $2, updated_at = now() WHERE key = $1', [
          this.key,
          merged,
        ]);
      }
    }
    this.issue();
  }
}
