import type { GraphQLResponse } from 'relay-runtime';

/** An operation that failed: non-OK HTTP, GraphQL errors, or no response at all (status 0). */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly messages: readonly string[],
    options?: ErrorOptions,
    /** The first error's `extensions.code` (e.g. BAD_USER_INPUT), when the server gave one. */
    readonly code?: string,
  ) {
    super(message, options);
    this.name = 'GraphQLRequestError';
  }
}

interface GraphQLErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions?: { code?: unknown };
}

/** WooGraphQL 0.x's words for a lookup of something that does not exist ("No product ID was found corresponding to…"). */
const NOT_FOUND = /^No [\w ]+? (ID )?(was )?found\b/i;

/**
 * A root lookup of an unknown slug or id: WooGraphQL 0.x answers it with null and a user error, 1.x and the
 * reference API with null alone. The null is the answer (the route shows its not-found page), not a failure.
 */
function isUnknownLookup(
  error: GraphQLErrorEntry,
  data: Record<string, unknown> | null | undefined,
): boolean {
  const field = error.path?.length === 1 ? error.path[0] : undefined;
  return typeof field === 'string' && data?.[field] === null && NOT_FOUND.test(error.message);
}

/** Spec 8: the first GraphQL error message, or a generic message with the status code. */
export function toGraphQLError(
  status: number,
  ok: boolean,
  json: GraphQLResponse | null,
): GraphQLRequestError | null {
  const all: GraphQLErrorEntry[] = json && 'errors' in json && Array.isArray(json.errors) ? json.errors : [];
  const data = json && 'data' in json ? json.data : undefined;
  const list = all.filter((e) => !isUnknownLookup(e, data));
  const errors = list.map((e) => e.message);
  if (ok && errors.length === 0 && json) return null;
  const message = errors[0] ?? `Request failed with status code ${status}`;
  const code = list[0]?.extensions?.code;
  return new GraphQLRequestError(
    message,
    status,
    errors,
    undefined,
    typeof code === 'string' ? code : undefined,
  );
}
