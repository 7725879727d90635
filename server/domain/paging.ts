/**
 * Relay paging as WPGraphQL does it: the `arrayconnection:` cursors of a connection's edges (`cursorFor`,
 * `cursorKey`, `cursorId`), the `Page` a list query returns, the bounds of `first` (`pageSize`, `MAX_PAGE`), and
 * whether the row a cursor names still exists (`existingId`).
 */
import type { Queryable } from '../db/connection.ts';
import { UserError } from './errors.ts';

const CURSOR_PREFIX = 'arrayconnection:';
/** Postgres `int`: a larger id names nothing. */
const MAX_ID = 2_147_483_647;

/** WPGraphQL's cursor for a node (`AbstractConnectionResolver::get_cursor_for_node`): `base64("arrayconnection:" + id)`. */
export function cursorFor(id: number | string): string {
  return Buffer.from(CURSOR_PREFIX + String(id), 'utf8').toString('base64');
}

const invalidCursor = () =>
  new UserError('Invalid cursor: pass the `cursor` of an edge (or `pageInfo.endCursor`) of this connection.');

/**
 * The key a cursor names: the text after `arrayconnection:`. Anything else is not a cursor of ours and is
 * refused (WPGraphQL would read it as an offset no post has and silently return the first page).
 */
export function cursorKey(cursor: string): string {
  const bytes = Buffer.from(cursor, 'base64');
  const text = bytes.toString('utf8');
  const unpadded = (b64: string) => b64.replace(/=+$/, '');
  if (
    cursor.length > 200 ||
    unpadded(bytes.toString('base64')) !== unpadded(cursor) ||
    !text.startsWith(CURSOR_PREFIX)
  )
    throw invalidCursor();
  return text.slice(CURSOR_PREFIX.length);
}

/**
 * The database id a cursor names, or null when the number is too large to name a row. A cursor whose key is not
 * a whole number is wrongly typed for an id-keyed connection: BAD_USER_INPUT.
 */
export function cursorId(cursor: string): number | null {
  const key = cursorKey(cursor);
  if (!/^\d{1,20}$/.test(key)) throw invalidCursor();
  const id = Number(key);
  return id <= MAX_ID ? id : null;
}

export interface Page<T> {
  rows: T[];
  cursors: string[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  found: number | null;
}

export const MAX_PAGE = 100;

/** Validates `first` (default 10, at most MAX_PAGE, as WPGraphQL clamps) and rejects backward paging. */
export function pageSize(first: number | null | undefined, last?: number | null, fallback = 10): number {
  if (last !== null && last !== undefined)
    throw new UserError('Backward pagination (last/before) is not supported; use first/after.');
  if (first === null || first === undefined) return fallback;
  if (!Number.isInteger(first) || first < 0) throw new UserError('first must be a non-negative integer.');
  return Math.min(first, MAX_PAGE);
}

/** `id` when a row of `table` has it (WPGraphQL's `is_valid_offset`), else null. */
export async function existingId(db: Queryable, table: 'products' | 'terms' | 'reviews', id: number | null) {
  if (id === null) return null;
  const rows = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = $1`, [id]);
  return rows.length ? id : null;
}
