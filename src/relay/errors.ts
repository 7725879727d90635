import type { GraphQLResponse } from 'relay-runtime';

/** An operation that failed: non-OK HTTP, GraphQL errors, or no response at all (status 0). */
export class GraphQLRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly messages: readonly string[],
    options?: ErrorOptions,
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
  const errors =
    json && 'errors' in json && Array.isArray(json.errors)
      ? json.errors.map((e: { message: string }) => e.message)
      : [];
  if (ok && errors.length === 0 && json) return null;
  const message = errors[0] ?? `Request failed with status code ${status}`;
  return new GraphQLRequestError(message, status, errors);
}
