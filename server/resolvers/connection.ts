import { encodeCursor, pageSize, type Page } from '../domain/catalog.ts';
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

/** Paginates an in-memory list with offset cursors (short lists: gallery, variations, cart items). */
export function fromList<T>(items: T[], args: ConnectionArgs, fallback = 100, cap = 100): Connection<T> {
  if (args.before)
    throw new UserError('Backward pagination (last/before) is not supported; use first/after.');
  const first = Math.min(pageSize(args.first, args.last, fallback), cap);
  let offset = 0;
  if (args.after) {
    try {
      const v: unknown = JSON.parse(Buffer.from(args.after, 'base64url').toString('utf8'));
      offset = Array.isArray(v) && typeof v[0] === 'number' ? v[0] : NaN;
    } catch {
      offset = NaN;
    }
    if (!Number.isInteger(offset) || offset < 0) throw new UserError('Invalid cursor.');
  }
  const slice = items.slice(offset, offset + first);
  const cursors = slice.map((_, i) => encodeCursor([offset + i + 1]));
  return fromPage({
    rows: slice,
    cursors,
    hasNextPage: offset + first < items.length,
    hasPreviousPage: offset > 0,
    found: items.length,
  });
}
