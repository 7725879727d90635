import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './connection.ts';

const dir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Applies every `migrations/NNN_name.sql` not yet recorded, each in its own transaction; safe to run from several processes at once. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const name of files) {
    const sqlText = await readFile(dir + name, 'utf8');
    const done = await db.transaction(async (tx) => {
      // Serialises concurrent starters on PostgreSQL; PGlite has one connection anyway.
      await tx.query('SELECT pg_advisory_xact_lock(8723401)');
      const seen = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (seen.length > 0) return false;
      await tx.exec(sqlText);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}
