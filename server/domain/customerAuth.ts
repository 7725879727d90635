/**
 * Signing a customer in, with the login attempt limits per account and per client; revoking their refresh tokens;
 * and the password reset, from the e-mail with its single-use key to the new password.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/connection.ts';
import { isLocalAddress } from './clientAddress.ts';
import {
  assertPassword,
  customerById,
  customerByLogin,
  newAuthSecret,
  type CustomerRow,
} from './customers.ts';
import { UserError, check } from './errors.ts';
import { RESET_EMAILS_PER_ACCOUNT, countHit } from './limits.ts';
import { queueMail } from './mail.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const NO_ACCOUNT = 'No account found with that username. Sign up for a new account.';
export const WRONG_PASSWORD = 'Incorrect password. Please try again.';
export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please try again in 15 minutes.';
export const RESET_INVALID = 'Password reset link is invalid.';

const LOGIN_WINDOW_MINUTES = 15;

/**
 * Login attempts allowed per window: per account from one client (an IPv6 client is its /64), and per client over
 * all accounts (password spraying). Failures on one account from all clients together (distributed guessing) never
 * lock it: past `account` of them, every further attempt on it is slowed down by `slowdownMs` before the password is
 * checked, so the owner still gets in (once, a moment later) while guessers pay for each try. A lock per account
 * would let anyone with a few addresses keep any customer out.
 */
export const LOGIN_LIMITS = { accountPerClient: 5, account: 50, client: 20, slowdownMs: 2_000 } as const;

/** Counts one attempt on `key` and returns the count including it, in one statement (no read-then-write race). */
async function countAttempt(db: Queryable, key: string): Promise<number> {
  const rows = await db.query<{ failures: number }>(
    `INSERT INTO login_attempts (key, failures, window_start) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN login_attempts.window_start > now() - make_interval(mins => $2) THEN login_attempts.failures + 1 ELSE 1 END,
       window_start = CASE WHEN login_attempts.window_start > now() - make_interval(mins => $2) THEN login_attempts.window_start ELSE now() END
     RETURNING failures`,
    [key, LOGIN_WINDOW_MINUTES],
  );
  return rows[0]!.failures;
}

/**
 * Checks credentials. Each attempt is counted before the password is checked, so concurrent wrong passwords
 * cannot all slip through: only the allowed number ever reach the check. A success clears this client's counter for
 * the account and the account's own, and gives the client its attempt back; other clients' counters for the
 * account stay. `ip` is the client's key ('' when local; `clientGroup`).
 */
export async function authenticate(
  db: Queryable,
  username: string,
  password: string,
  ip = '',
): Promise<CustomerRow> {
  const login = username.trim();
  check(login.length > 0 && login.length <= 254, NO_ACCOUNT);
  const key = login.toLowerCase();
  const client = isLocalAddress(ip) ? null : `ip:${ip}`;
  const pair = `${key}|${ip || 'local'}`;
  const limited = (): UserError => new UserError(TOO_MANY_ATTEMPTS, 'RATE_LIMITED');
  if (client && (await countAttempt(db, client)) > LOGIN_LIMITS.client) throw limited();
  if ((await countAttempt(db, pair)) > LOGIN_LIMITS.accountPerClient) throw limited();
  if ((await countAttempt(db, key)) > LOGIN_LIMITS.account)
    await new Promise((resolve) => setTimeout(resolve, LOGIN_LIMITS.slowdownMs));
  const customer = await customerByLogin(db, login);
  const ok = customer?.password_hash ? await verifyPassword(password, customer.password_hash) : false;
  if (customer && ok) {
    await db.query('DELETE FROM login_attempts WHERE key = ANY($1)', [[key, pair]]);
    if (client)
      await db.query('UPDATE login_attempts SET failures = greatest(failures - 1, 0) WHERE key = $1', [
        client,
      ]);
    return customer;
  }
  throw new UserError(
    customer ? WRONG_PASSWORD : NO_ACCOUNT,
    customer ? 'INCORRECT_PASSWORD' : 'INVALID_USERNAME',
  );
}

/** Clears the attempt counters of these logins (lower-cased), from every client. */
async function clearLoginAttempts(db: Queryable, logins: string[]): Promise<void> {
  await db.query(`DELETE FROM login_attempts WHERE key = ANY($1) OR split_part(key, '|', 1) = ANY($1)`, [
    logins,
  ]);
}

/** Rotates the customer's token secret, which every refresh token carries: all of them stop working. */
export async function revokeRefreshTokens(db: Queryable, customerId: number): Promise<void> {
  await db.query('UPDATE customers SET auth_secret = $2 WHERE id = $1', [customerId, newAuthSecret()]);
}

const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Writes a reset e-mail with a single-use key (valid 24 h) to the outbox; silent for unknown users. */
export async function requestPasswordReset(
  tx: Queryable,
  login: string,
  siteUrl: string,
): Promise<CustomerRow | null> {
  const value = login.trim();
  check(value.length > 0 && value.length <= 254, 'Enter a username or email address.');
  const customer = await customerByLogin(tx, value);
  if (!customer) return null;
  const [max, window] = RESET_EMAILS_PER_ACCOUNT;
  // Past the allowance the answer stays the same (it never reveals an account), but no e-mail is written.
  if ((await countHit(tx, `passwordReset:customer:${customer.id}`, window)) > max) return null;
  const key = randomBytes(20).toString('base64url');
  await tx.query(
    `INSERT INTO password_resets (key_hash, customer_id, expires_at) VALUES ($1, $2, now() + interval '24 hours')`,
    [hashKey(key), customer.id],
  );
  const link = `${siteUrl}/my-account/lost-password?key=${encodeURIComponent(key)}&login=${encodeURIComponent(customer.username)}`;
  await queueMail(tx, {
    to: customer.email,
    subject: 'Password reset request',
    body: `Hi ${customer.first_name || customer.username},\n\nSomeone asked to reset the password of your account "${customer.username}".\nIf this was you, open this link to choose a new password:\n\n${link}\n\nThe link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.\n`,
  });
  return customer;
}

/** Sets a new password from a reset key; the key works once and only for its own login. */
export async function resetPassword(
  tx: Queryable,
  key: string,
  login: string,
  password: string,
): Promise<CustomerRow> {
  check(key && login, RESET_INVALID);
  const rows = await tx.query<{ customer_id: number }>(
    `UPDATE password_resets SET used_at = now() WHERE key_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING customer_id`,
    [hashKey(key)],
  );
  const customer = rows[0] ? await customerById(tx, rows[0].customer_id) : null;
  if (
    !customer ||
    (customer.username.toLowerCase() !== login.trim().toLowerCase() &&
      customer.email.toLowerCase() !== login.trim().toLowerCase())
  ) {
    throw new UserError(RESET_INVALID);
  }
  await assertPassword(password, [customer.username, customer.email]);
  const updated = await tx.query<CustomerRow>(
    'UPDATE customers SET password_hash = $2, auth_secret = $3, modified_at = now() WHERE id = $1 RETURNING *',
    [customer.id, await hashPassword(password), newAuthSecret()],
  );
  await clearLoginAttempts(tx, [customer.username.toLowerCase(), customer.email.toLowerCase()]);
  return updated[0]!;
}
