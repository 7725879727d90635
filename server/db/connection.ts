import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** A value that may be bound to a `$n` placeholder. */
export type SqlParam = string | number | boolean | null | Date | readonly unknown[] | object;

/** The one database surface the domain uses: parameterised SQL and transactions. */
export interface Queryable {
  query: <R extends object>(text: string, params?: readonly SqlParam[]) => Promise<R[]>;
  /** Runs a script of several statements without parameters. */
  exec: (text: string) => Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction; throws roll it back. */
  transaction: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>;
  readonly kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
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
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPostgres(url);
  return openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Db> {
  const lite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
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
    close: () => lite.close(),
  };
}

async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    async query<R extends object>(text: string, params?: readonly SqlParam[]) {
      const r = await c.query<R>(text, toDriver(params));
      return r.rows;
    },
    async exec(text: string) {
      await c.query(text);
    },
  });
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: wrap(pool).query,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    exec: wrap(pool).exec,
    close: () => pool.end(),
  };
}
