/** Customers: their rows, registering one, updating their details and meta data, and looking them up. */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/connection.ts';
import { validateAddress } from './countries.ts';
import { UserError, check } from './errors.ts';
import { COMMON_PASSWORD, hashPassword, isCommonPassword, isGuessablePassword } from './passwords.ts';
import type { Address } from './cartModel.ts';
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

const EMAIL =
  /^[^\s@<>()[\]\\,;:"]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const USERNAME = /^[A-Za-z0-9._@+-]{3,60}$/;
export const newAuthSecret = (): string => randomBytes(16).toString('hex');

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
