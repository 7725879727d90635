/**
 * The context of one GraphQL request: the viewer from the bearer token, the WooCommerce session from its token
 * (a new guest session when there is none usable), the per-request loaders and the client's address.
 */
import type { IncomingMessage } from 'node:http';
import type { ApiConfig, Ctx } from './context.ts';
import type { Db } from './db/connection.ts';
import { catalogLoaders } from './domain/catalog.ts';
import { clientAddress, clientGroup } from './domain/clientAddress.ts';
import { customerById, type CustomerRow } from './domain/customers.ts';
import { UserError } from './domain/errors.ts';
import { SessionHandle } from './domain/session.ts';
import { INVALID_AUTH, TokenService } from './domain/tokens.ts';

function header(req: Request, name: string): string | null {
  const v = req.headers.get(name);
  return v && v.trim() ? v : null;
}

export interface ContextDeps {
  db: Db;
  config: ApiConfig;
  tokens: TokenService;
  trustedProxies: ReadonlySet<string>;
}

/** Builds each request's context from what the whole API shares. */
export function contextBuilder({ db, config, tokens, trustedProxies }: ContextDeps) {
  return async function buildContext(request: Request, req: IncomingMessage): Promise<Ctx> {
    let viewerId: number | null = null;
    let viewerRow: CustomerRow | null = null;
    let authRefused = false;
    const auth = header(request, 'authorization');
    if (auth) {
      try {
        viewerId = await tokens.readAuth(auth);
        viewerRow = await customerById(db, viewerId);
        if (!viewerRow) throw new UserError(INVALID_AUTH, 'INVALID_AUTH');
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        viewerId = null;
        viewerRow = null;
        authRefused = true;
      }
    }
    let sessionKey: string | null = null;
    let tokenError: string | null = null;
    const sessionValue = header(request, 'woocommerce-session');
    if (sessionValue) {
      try {
        const s = await tokens.readSession(sessionValue);
        sessionKey = s.key;
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        tokenError = error.message;
      }
    }
    // A customer's session opens only with that customer's bearer token; its session token alone continues
    // as a new guest, so a leaked session token gives no access to the customer's cart or stored address.
    const session = new SessionHandle(db, tokens, null, viewerId);
    session.tokenError = tokenError;
    if (viewerId) {
      session.key = String(viewerId);
      if (sessionKey && sessionKey.startsWith('t_')) {
        session.key = sessionKey;
        await session.signIn(viewerId);
      }
    } else {
      // No usable guest token (none, a refused one, or a customer's without their bearer token): a new guest
      // session starts; its row is written with the first change.
      session.key = sessionKey?.startsWith('t_') ? sessionKey : TokenService.guestKey();
    }
    // WooGraphQL sends a token on every request that came without a usable one; a usable one is renewed only with a
    // change of the session (SessionHandle.mutate), when WooCommerce sets its cart cookies.
    if (session.key !== sessionKey && !session.issuedToken) session.issue();
    const ctx: Ctx = {
      db,
      config,
      tokens,
      session,
      viewerId,
      authRefused,
      loaders: catalogLoaders(db),
      // Per-client limits count an IPv6 client by its /64 (`clientGroup`).
      ip: clientGroup(
        clientAddress(req.socket.remoteAddress, header(request, 'x-forwarded-for'), trustedProxies),
      ),
      async viewer() {
        if (!ctx.viewerId) return null;
        if (viewerRow?.id !== ctx.viewerId) viewerRow = await customerById(db, ctx.viewerId);
        return viewerRow;
      },
    };
    return ctx;
  };
}
