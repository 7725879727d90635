/**
 * A start-up failure the operator fixes in the environment: its message is one line that names the variable
 * (PORT, DATABASE_URL, DATA_DIR, …); `src/server/host.ts` prints only that line and exits with code 1.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** The most useful one-line text of an error (Node's connection errors may carry only a code, or nest). */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length) return describeError(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const text = error.message.split('\n')[0]!.trim();
    if (text) return text;
    if (typeof code === 'string') return code;
    return error.name;
  }
  return String(error);
}
