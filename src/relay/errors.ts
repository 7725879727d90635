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

/** Spec 8: the first GraphQL error message, or a generic message with the status code. */
export function toGraphQLError(
  status: number,
  ok: boolean,
  json: GraphQLResponse | null,
): GraphQLRequestError | null {
  const list: { message: string; extensions?: { code?: unknown } }[] =
    json && 'errors' in json && Array.isArray(json.errors) ? json.errors : [];
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
