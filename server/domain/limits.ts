import type { Queryable } from '../db/connection.ts';
import { UserError } from './errors.ts';
import { isLocalAddress } from './clientAddress.ts';

export const TOO_MANY_REQUESTS = 'Too many requests from your network. Please try again later.';

/** Per-client limits on what guests can do without a password: `[hits, window in seconds]`. */
export const CLIENT_LIMITS = {
  review: [5, 3600],
  register: [5, 3600],
  passwordReset: [5, 3600],
} as const satisfies Record<string, readonly [number, number]>;

/** Per-account limit on reset e-mails, whoever asks: no mailbox gets flooded. */
export const RESET_EMAILS_PER_ACCOUNT: readonly [number, number] = [3, 3600];

/**
 * Counts one hit on `key` in a fixed window and returns the count including it. One statement, so concurrent
 * requests each get their own number (no read-then-write race).
 */
export async function countHit(db: Queryable, key: string, windowSeconds: number): Promise<number> {
  const rows = await db.query<{ hits: number }>(
    `INSERT INTO rate_limits (key, hits, window_start) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_start > now() - make_interval(secs => $2) THEN rate_limits.hits + 1 ELSE 1 END,
       window_start = CASE WHEN rate_limits.window_start > now() - make_interval(secs => $2) THEN rate_limits.window_start ELSE now() END
     RETURNING hits`,
    [key, windowSeconds],
  );
  return rows[0]!.hits;
}

/**
 * Refuses the request with RATE_LIMITED once this client used up `action`'s allowance. Requests from this
 * machine without a forwarded address (the storefront's own server, development, tests) are not limited
 * per client: behind a proxy the proxy's X-Forwarded-For names the client.
 */
export async function limitClient(
  db: Queryable,
  action: keyof typeof CLIENT_LIMITS,
  ip: string,
): Promise<void> {
  if (isLocalAddress(ip)) return;
  const [max, window] = CLIENT_LIMITS[action];
  if ((await countHit(db, `${action}:${ip}`, window)) > max)
    throw new UserError(TOO_MANY_REQUESTS, 'RATE_LIMITED');
}
