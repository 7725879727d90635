import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P_PRODUCT_COLUMNS, PRODUCT_COLUMNS } from '../../server/domain/catalogRows.ts';
import { startApiServer, type ApiServer } from './helpers/apiServer.ts';

/**
 * `npm test` runs the API suite twice: on embedded PGlite, then with DATABASE_URL on a real PostgreSQL server.
 * This proves each run talks to the database it claims, with the same migrations applied.
 */
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

describe('the database under the API', () => {
  it('is PostgreSQL over the network when DATABASE_URL is set, embedded PGlite otherwise', async () => {
    const [row] = await server.db.query<{ version: string; port: number | null }>(
      'SELECT version() AS version, inet_server_port() AS port',
    );
    if (process.env.DATABASE_URL) {
      expect(row!.version).not.toContain('PGlite');
      expect(row!.port).toBe(Number(new URL(process.env.DATABASE_URL).port || 5432));
    } else {
      expect(row!.version).toContain('PGlite');
    }
  });

  it('has every migration applied and the trigram index the search relies on', async () => {
    const ext = await server.db.query<{ extname: string }>(
      "SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'",
    );
    expect(ext).toHaveLength(1);
    const indexes = await server.db.query<{ indexname: string }>(
      "SELECT indexname FROM pg_indexes WHERE tablename = 'products' AND indexdef ILIKE '%gin_trgm_ops%'",
    );
    expect(indexes.length).toBeGreaterThan(0);
    const [{ count }] = (await server.db.query<{ count: string }>(
      'SELECT count(*) AS count FROM products',
    )) as [{ count: string }];
    expect(Number(count)).toBeGreaterThanOrEqual(150);
  });

  it("reads every product column but the search's texts", async () => {
    const columns = await server.db.query<{ name: string }>(
      "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'products' ORDER BY ordinal_position",
    );
    const read = PRODUCT_COLUMNS.split(', ');
    expect(columns.map((c) => c.name).filter((name) => !read.includes(name))).toEqual([
      'search_name',
      'search_text',
    ]);
    expect(read.filter((name) => !columns.some((c) => c.name === name))).toEqual([]);
    // Qualified for the queries that name the table `p`.
    expect(P_PRODUCT_COLUMNS).toBe(read.map((column) => `p.${column}`).join(', '));
  });
});
