/**
 * Seeds the database named by DATABASE_URL (or the PGlite folder DATA_DIR, default .data/pglite, the one
 * `npm start` serves) and optionally tops the catalogue up with generated products: `tsx server/db/seedCli.ts --products 50000`.
 */
import { parseArgs } from 'node:util';
import { openDb } from './connection.ts';
import { migrate } from './migrate.ts';
import { seed, seedSynthetic } from './seed.ts';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const total = values.products === undefined ? 0 : Number(values.products);
if (!Number.isInteger(total) || total < 0 || total > 1_000_000) {
  console.error('--products must be a whole number between 0 and 1000000');
  process.exit(1);
}
const databaseUrl = process.env.DATABASE_URL;
const db = await openDb(databaseUrl ? { databaseUrl } : { dataDir: process.env.DATA_DIR || '.data/pglite' });
try {
  const applied = await migrate(db);
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`);
  console.log((await seed(db)) ? 'demo catalogue seeded' : 'demo catalogue already present');
  if (total) console.log(`generated ${await seedSynthetic(db, total)} products (catalogue target ${total})`);
} finally {
  await db.close();
}
