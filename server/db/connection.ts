import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { accessSync, constants, mkdirSync } from 'node:fs';
import pg from 'pg';
import { describeError, StartupError } from '../startup.ts';

/** A value that may be bound to a `$n` placeholder. */
export type SqlParam = string | number | boolean | null | Date | readonly unknown[] | object;

/** The one database surface the domain uses: parameterised SQL and transactions. */
export interface Queryable {
  /**
   * `prepare`: a statement whose text is fixed and that a request sends every time (a product page's product), parsed
   * and planned once per PostgreSQL connection instead of on every call. Only for texts that do not carry values (a
   * text that does would make a prepared statement of every value), and whose plan does not depend on them.
   */
  query: <R extends object>(
    text: string,
    params?: readonly SqlParam[],
    options?: { prepare?: boolean },
  ) => Promise<R[]>;
  /** Runs a script of several statements without parameters. */
  exec: (text: string) => Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction; throws roll it back. */
  transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * False while the last statement failed because the database could not be reached; checks again (one
   * `select 1`) before answering false, so callers notice the database returning.
   */
  available: () => Promise<boolean>;
  close: () => Promise<void>;
}

/**
 * The database cannot be reached (server down, restarting, network): retrying later can succeed. The API turns it
 * into a GraphQL error with code `DATABASE_UNAVAILABLE`, pages into HTTP 503.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(cause: unknown) {
    super(`The database is unavailable: ${describeError(cause)}`, { cause });
  }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/** Errors that say the connection is gone or cannot be made, not that the statement was wrong. */
function isConnectionError(error: unknown): boolean {
  if (error instanceof AggregateError) return error.errors.some(isConnectionError);
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // 08: connection exception; 57P01-57P03: the server is shutting down or starting up.
    if (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
  }
  return /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/i.test(
    error.message,
  );
}

/** Reads a URL for messages without its password. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** Objects and arrays of objects go to Postgres as JSON text; arrays of strings/numbers stay arrays (int[]/text[] columns). */
function toDriver(params: readonly SqlParam[] | undefined): unknown[] {
  return (params ?? []).map((p) => {
    if (p === null || typeof p !== 'object' || p instanceof Date) return p;
    if (Array.isArray(p) && p.every((x) => typeof x === 'string' || typeof x === 'number')) return p;
    return JSON.stringify(p);
  });
}

/** Opens PostgreSQL when `databaseUrl` is a postgres:// URL, otherwise embedded PGlite (in memory without `dataDir`). */
export async function openDb(options: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  const url = options.databaseUrl;
  if (url) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new StartupError(
        `DATABASE_URL must be a postgres:// or postgresql:// URL, got "${redact(url)}".`,
      );
    }
    return openPostgres(url);
  }
  return openPglite(options.dataDir);
}

/** PGlite creates its data directory but not the parents (a fresh clone has no `.data/`). */
function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.R_OK | constants.W_OK);
  } catch (error) {
    throw new StartupError(`DATA_DIR "${dataDir}" is not a usable folder: ${describeError(error)}`);
  }
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  // Other PGlite targets (memory://, idb://) are not folders.
  if (dataDir && !dataDir.includes('://')) prepareDataDir(dataDir);
  let lite: PGlite;
  try {
    lite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  } catch (error) {
    throw new StartupError(
      `DATA_DIR "${dataDir ?? 'memory'}": the database cannot be opened: ${describeError(error)}`,
    );
  }
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<R extends object>(text: string, params?: readonly SqlParam[]) {
      const r = await q.query<R>(text, toDriver(params));
      return r.rows;
    },
    async exec(text: string) {
      await q.exec(text);
    },
  });
  const base = wrap(lite);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: <T>(fn: (tx: Queryable) => Promise<T>) => lite.transaction((tx) => fn(wrap(tx))),
    available: () => Promise.resolve(true),
    close: () => lite.close(),
  };
}

/** Prepared statements' names by their text (node-postgres prepares a name once per connection). */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `s${statementNames.size + 1}`));
  return name;
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // Without a limit a request waits as long as the operating system lets a connect hang.
    connectionTimeoutMillis: 5_000,
  });
  let down = false;
  // An idle connection that the server closes (restart, failover) is reported here; unhandled, it would end
  // the process. The pool drops that connection and opens a new one on the next query.
  pool.on('error', (error) => {
    if (!down) console.error(`PostgreSQL connection lost: ${describeError(error)}`);
    down = true;
  });
  /** Runs one driver call, telling a lost database apart from a failing statement. */
  const guard = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      const result = await call();
      down = false;
      return result;
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) throw error;
      if (!isConnectionError(error)) throw error;
      if (!down) console.error(`PostgreSQL unavailable: ${describeError(error)}`);
      down = true;
      throw new DatabaseUnavailableError(error);
    }
  };
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R extends object>(
      text: string,
      params?: readonly SqlParam[],
      options?: { prepare?: boolean },
    ) {
      const values = toDriver(params);
      const name = options?.prepare ? statementName(text) : undefined;
      const r = await guard(() => c.query<R>(name ? { name, text, values } : { text, values }));
      return r.rows;
    },
    async exec(text: string) {
      await guard(() => c.query(text));
    },
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StartupError(`DATABASE_URL: cannot connect to ${redact(url)}: ${describeError(error)}`);
  }
  return {
    kind: 'postgres',
    query: wrap(pool).query,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await guard(() => pool.connect());
      // A checked-out connection that dies between statements emits 'error' on the client, not the pool.
      const onError = () => {
        down = true;
      };
      client.on('error', onError);
      let broken = false;
      try {
        const tx = wrap(client);
        await tx.exec('BEGIN');
        const result = await fn(tx);
        await tx.exec('COMMIT');
        return result;
      } catch (error) {
        broken = error instanceof DatabaseUnavailableError;
        if (!broken) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.off('error', onError);
        // A broken connection is closed rather than handed to the next request.
        client.release(broken);
      }
    },
    exec: wrap(pool).exec,
    async available() {
      if (!down) return true;
      try {
        await guard(() => pool.query('select 1'));
        return true;
      } catch {
        return false;
      }
    },
    close: () => pool.end(),
  };
}
