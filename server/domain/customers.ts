import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/connection.ts';
import { isLocalAddress } from './clientAddress.ts';
import { validateAddress } from './countries.ts';
import { UserError, check } from './errors.ts';
import { RESET_EMAILS_PER_ACCOUNT, countHit } from './limits.ts';
import { queueMail } from './mail.ts';
import {
  COMMON_PASSWORD,
  hashPassword,
  isCommonPassword,
  isGuessablePassword,
  verifyPassword,
} from './passwords.ts';
import type { Address } from './pricing.ts';
import type { SessionHandle } from './session.ts';

export interface CustomerRow {
  id: number;
  username: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  display_name: string;
  role: string;
  billing: Address;
  shipping: Address;
  auth_secret: string;
  /** Public meta data, in insertion order: `updateCustomer`/`registerCustomer` `metaData` (e.g. 'wishlist'). */
  meta: CustomerMeta[];
  created_at: Date;
  modified_at: Date;
}

/** A GraphQL `Customer`: a registered customer (`row`), or the guest of the current session (`row: null`). */
export interface CustomerView {
  row: CustomerRow | null;
}

export const NO_ACCOUNT = 'No account found with that username. Sign up for a new account.';
export const WRONG_PASSWORD = 'Incorrect password. Please try again.';
export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please try again in 15 minutes.';
export const RESET_INVALID = 'Password reset link is invalid.';

const EMAIL =
  /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const USERNAME = /^[A-Za-z0-9._@+-]{3,60}$/;
const LOGIN_WINDOW_MINUTES = 15;
const newAuthSecret = (): string => randomBytes(16).toString('hex');

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/**
 * Length limits, then the common-password list and its easy variants, and the customer's own username and e-mail
 * (`personal`) (extensions.code `COMMON_PASSWORD`: forms show it at the field).
 */
export async function assertPassword(password: string, personal: readonly string[] = []): Promise<void> {
  check(password.length >= 8, 'Password must be at least 8 characters.');
  check(password.length <= 200, 'Password must be at most 200 characters.');
  if ((await isCommonPassword(password)) || (await isGuessablePassword(password, personal)))
    throw new UserError(COMMON_PASSWORD, 'COMMON_PASSWORD');
}

export async function customerById(db: Queryable, id: number): Promise<CustomerRow | null> {
  const rows = await db.query<CustomerRow>('SELECT * FROM customers WHERE id = $1', [id]);
  return rows[0] ?? null;
}

export async function customerByLogin(db: Queryable, login: string): Promise<CustomerRow | null> {
  const rows = await db.query<CustomerRow>(
    'SELECT * FROM customers WHERE lower(username) = lower($1) OR lower(email) = lower($1) ORDER BY (lower(username) = lower($1)) DESC LIMIT 1',
    [login.trim()],
  );
  return rows[0] ?? null;
}

function cleanText(value: string | null | undefined, field: string, max = 100): string {
  const v = (value ?? '').trim();
  check(v.length <= max, `${field} must be at most ${max} characters.`);
  check(!/[<>]/.test(v), `${field} contains characters that are not allowed.`);
  return v;
}

export interface CustomerMeta {
  key: string;
  value: string;
}

export interface MetaInput {
  id?: string | null;
  key: string;
  value: string;
}

/** Keys a storefront may write: WordPress keeps `_`-prefixed keys private, so they are refused here too. */
const META_KEY = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/;
export const META_LIMITS = { perCall: 20, keys: 50, valueLength: 10_000 } as const;

/**
 * Merges `input` into a customer's meta data by key (WooCommerce `update_meta_data`: a key written again is
 * replaced, an empty value deletes it) after validating every entry; throws before anything is written.
 */
export function mergeMeta(
  existing: readonly CustomerMeta[],
  input: readonly (MetaInput | null)[],
): CustomerMeta[] {
  const entries = input.filter((m): m is MetaInput => m !== null);
  check(
    entries.length <= META_LIMITS.perCall,
    `At most ${META_LIMITS.perCall} meta data entries per request.`,
  );
  const merged = new Map(existing.map((m) => [m.key, m.value]));
  for (const { key, value } of entries) {
    check(META_KEY.test(key), `Meta data key "${key.slice(0, 64)}" is not allowed.`);
    check(
      value.length <= META_LIMITS.valueLength,
      `Meta data "${key}" is longer than ${META_LIMITS.valueLength} characters.`,
    );
    if (value === '') merged.delete(key);
    else merged.set(key, value);
  }
  check(
    merged.size <= META_LIMITS.keys,
    `A customer can keep at most ${META_LIMITS.keys} meta data entries.`,
  );
  return [...merged].map(([key, value]) => ({ key, value }));
}

export interface RegisterInput {
  username?: string | null;
  email?: string | null;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  billing?: Address | null;
  shipping?: Address | null;
  shippingSameAsBilling?: boolean | null;
  metaData?: (MetaInput | null)[] | null;
}

/** Creates a customer with a scrypt-hashed password; rejects taken e-mails and usernames with WooCommerce's messages. */
export async function registerCustomer(
  tx: Queryable,
  input: RegisterInput,
  allowed: string[],
): Promise<CustomerRow> {
  const email = (input.email ?? '').trim().toLowerCase();
  check(email, 'Please provide a valid email address.');
  check(isEmail(email), 'Please provide a valid email address.');
  const password = input.password ?? '';
  check(password, 'Please enter an account password.');
  await assertPassword(password, [email, input.username ?? '']);
  let username = (input.username ?? '').trim();
  if (!username)
    username =
      email
        .split('@')[0]!
        .replace(/[^A-Za-z0-9._-]/g, '')
        .slice(0, 50) || 'customer';
  check(USERNAME.test(username), 'Usernames are 3 to 60 letters, digits or . _ @ + - characters.');
  const taken = await tx.query<{ email: string; username: string }>(
    'SELECT email, username FROM customers WHERE lower(email) = $1 OR lower(username) = lower($2)',
    [email, username],
  );
  if (taken.some((t) => t.email.toLowerCase() === email))
    throw new UserError('An account is already registered with your email address. Please log in.');
  if (taken.length) {
    if (input.username)
      throw new UserError('An account is already registered with that username. Please choose another.');
    username = `${username}${randomBytes(2).toString('hex')}`;
  }
  const billing = input.billing
    ? validateAddress(input.billing, allowed, { required: false, label: 'Billing' })
    : {};
  const shipping = input.shippingSameAsBilling
    ? billing
    : input.shipping
      ? validateAddress(input.shipping, allowed, { required: false, label: 'Shipping' })
      : {};
  const firstName = cleanText(input.firstName ?? billing.firstName, 'First name');
  const lastName = cleanText(input.lastName ?? billing.lastName, 'Last name');
  const displayName =
    cleanText(input.displayName, 'Display name') ||
    [firstName, lastName].filter(Boolean).join(' ') ||
    username;
  const meta = mergeMeta([], input.metaData ?? []);
  const rows = await tx.query<CustomerRow>(
    `INSERT INTO customers (username, email, password_hash, first_name, last_name, display_name, billing, shipping, auth_secret, meta)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10) RETURNING *`,
    [
      username,
      email,
      await hashPassword(password),
      firstName,
      lastName,
      displayName,
      { ...billing, email: billing.email || email },
      shipping,
      newAuthSecret(),
      meta,
    ],
  );
  return rows[0]!;
}

/** Registers a customer and signs them in to `session` (their guest cart moves with them), in one transaction. */
export async function registerAndSignIn(
  db: Db,
  session: SessionHandle,
  input: RegisterInput,
  allowed: string[],
): Promise<CustomerRow> {
  return db.transaction(async (tx) => {
    const row = await registerCustomer(tx, input, allowed);
    await session.adoptCustomer(row.id, tx);
    return row;
  });
}

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

export interface UpdateInput extends RegisterInput {
  id?: string | null;
}

/** Updates the customer's names, e-mail, password and addresses; validates each field given. */
export async function updateCustomer(
  tx: Queryable,
  customer: CustomerRow,
  input: UpdateInput,
  allowed: string[],
): Promise<CustomerRow> {
  const sets: string[] = [];
  const params: unknown[] = [customer.id];
  const set = (column: string, value: unknown): void => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (input.email !== undefined && input.email !== null) {
    const email = input.email.trim().toLowerCase();
    check(isEmail(email), 'Please provide a valid email address.');
    const taken = await tx.query('SELECT 1 FROM customers WHERE lower(email) = $1 AND id <> $2', [
      email,
      customer.id,
    ]);
    if (taken.length) throw new UserError('This email address is already registered.');
    set('email', email);
  }
  if (input.password !== undefined && input.password !== null) {
    await assertPassword(input.password, [customer.username, customer.email, input.email ?? '']);
    set('password_hash', await hashPassword(input.password));
    // A new password ends every session opened with the old one (refresh tokens carry the secret).
    set('auth_secret', newAuthSecret());
  }
  if (input.firstName !== undefined && input.firstName !== null)
    set('first_name', cleanText(input.firstName, 'First name'));
  if (input.lastName !== undefined && input.lastName !== null)
    set('last_name', cleanText(input.lastName, 'Last name'));
  if (input.displayName !== undefined && input.displayName !== null)
    set('display_name', cleanText(input.displayName, 'Display name'));
  let billing: Address | undefined;
  if (input.billing) {
    billing = {
      ...customer.billing,
      ...validateAddress(input.billing, allowed, { required: false, label: 'Billing' }),
    };
    set('billing', JSON.stringify(billing));
  }
  if (input.shippingSameAsBilling && (billing ?? customer.billing))
    set('shipping', JSON.stringify(billing ?? customer.billing));
  else if (input.shipping)
    set(
      'shipping',
      JSON.stringify({
        ...customer.shipping,
        ...validateAddress(input.shipping, allowed, { required: false, label: 'Shipping' }),
      }),
    );
  if (input.metaData?.length) set('meta', JSON.stringify(mergeMeta(customer.meta, input.metaData)));
  if (!sets.length) return customer;
  const rows = await tx.query<CustomerRow>(
    `UPDATE customers SET ${sets.join(', ')}, modified_at = now() WHERE id = $1 RETURNING *`,
    params as (string | number)[],
  );
  return rows[0]!;
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
