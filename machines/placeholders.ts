/**
 * Body of a `fromPromise` placeholder: it always rejects, so a machine started without `.provide({ actors })` fails
 * loudly instead of pretending the server answered.
 */
export const notProvided = (machine: string, actor: string) => () =>
  Promise.reject(new Error(`${machine} actor "${actor}" is not provided`));

/** The message of a rejected actor's error, whatever was thrown. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
