/**
 * Body of a `fromPromise` placeholder: it always rejects, so a machine started without `.provide({ actors })` fails
 * loudly instead of pretending the server answered.
 */
export const notProvided = (machine: string, actor: string) => () =>
  Promise.reject(new Error(`${machine} actor "${actor}" is not provided`));

/** A guard's params from an invoked actor's error event: guards that read the error take them so. */
export const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** The message of a rejected actor's error, whatever was thrown. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * HTTP statuses of a failure that never reached the store: no answer at all (0: no connection, or the page is leaving
 * and the browser cancelled the request) and a gateway's answer for a store that is down or too slow.
 */
const UNREACHED_STATUSES: ReadonlySet<number> = new Set([0, 502, 503, 504]);

/**
 * Whether a rejected actor failed without the store's answer (the app's network errors carry the HTTP `status`). Such
 * a failure says nothing about the session or the login, so neither is thrown away for it.
 */
export const storeUnreached = (error: unknown): boolean => {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && UNREACHED_STATUSES.has(status);
};
