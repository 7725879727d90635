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

const SESSION_ERRORS = ['the iss do not match with this server', 'invalid session token'];

/** True when the error means the session token is unusable (matched by substring: newer servers prefix codes). */
export function isSessionError(error: unknown): boolean {
  if (!(error instanceof GraphQLRequestError)) return false;
  return error.messages.some((m) => SESSION_ERRORS.some((s) => m.toLowerCase().includes(s)));
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
