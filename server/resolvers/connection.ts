import { cursorFor, cursorKey, pageSize, type Page } from '../domain/paging.ts';
import { UserError } from '../domain/errors.ts';

export interface ConnectionArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  nodes: T[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  found?: number | null;
}

/** Wraps a page from the database as a Relay connection. */
export function fromPage<T, N = T>(page: Page<T>, map?: (row: T) => N): Connection<N> {
  const nodes = page.rows.map((r) => (map ? map(r) : (r as unknown as N)));
  return {
    edges: nodes.map((node, i) => ({ cursor: page.cursors[i]!, node })),
    nodes,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      hasPreviousPage: page.hasPreviousPage,
      startCursor: page.cursors[0] ?? null,
      endCursor: page.cursors[page.cursors.length - 1] ?? null,
    },
    found: page.found,
  };
}

/**
 * Paginates an in-memory list as WPGraphQL's `apply_cursors_to_ids` does: each edge's cursor names its item's key
 * (`base64("arrayconnection:" + key)`: the database id, or the position for lists without one), `after` starts
 * after the item it names and is ignored when it names none. `first` is capped at `cap` (WPGraphQL: 100).
 */
export function fromList<T>(
  items: T[],
  args: ConnectionArgs,
  fallback = 100,
  cap = 100,
  key: (item: T, index: number) => number | string = (_, index) => index,
): Connection<T> {
  if (args.before)
    throw new UserError('Backward pagination (last/before) is not supported; use first/after.');
  const first = Math.min(pageSize(args.first, args.last, fallback), cap);
  const keys = items.map((item, i) => String(key(item, i)));
  let start = 0;
  if (args.after) {
    const index = keys.indexOf(cursorKey(args.after));
    if (index >= 0) start = index + 1;
  }
  const slice = items.slice(start, start + first);
  return fromPage({
    rows: slice,
    cursors: keys.slice(start, start + first).map(cursorFor),
    hasNextPage: start + first < items.length,
    hasPreviousPage: start > 0,
    // WooGraphQL counts without `no_found_rows` only when no `after` is given.
    found: args.after ? null : items.length,
  });
}
