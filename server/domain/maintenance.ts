import type { Queryable } from '../db/connection.ts';

/** Rows kept a little past their use, then purged: expired carts, old counters, used reset keys. */
export async function purgeExpired(db: Pick<Queryable, 'query'>): Promise<Record<string, number>> {
  const purge = async (sql: string): Promise<number> => (await db.query(`${sql} RETURNING 1`)).length;
  return {
    sessions: await purge('DELETE FROM sessions WHERE expires_at < now()'),
    loginAttempts: await purge(`DELETE FROM login_attempts WHERE window_start < now() - interval '1 hour'`),
    rateLimits: await purge(`DELETE FROM rate_limits WHERE window_start < now() - interval '2 hours'`),
    passwordResets: await purge(`DELETE FROM password_resets WHERE expires_at < now() - interval '1 day'`),
    oauthStates: await purge('DELETE FROM oauth_states WHERE expires_at < now()'),
  };
}

/** Runs `purgeExpired` now and every `everySeconds` (PURGE_INTERVAL_SECONDS, default 600) until stopped. */
export function schedulePurge(db: Queryable, everySeconds: number): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const run = (): void => {
    running = running.then(() =>
      purgeExpired(db).catch((error: unknown) => {
        console.error('Purging expired rows failed:', error);
      }),
    );
  };
  run();
  const timer = setInterval(run, everySeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
