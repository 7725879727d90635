/**
 * Real WordPress + WooCommerce + WPGraphQL + WooGraphQL + Headless Login + woonuxt-settings stores for the test
 * suite: each run unpacks a fresh copy of a store tree (../shared/realstore/*.tar.gz, or RS_TARBALL_DIR), starts
 * its MariaDB and `php -S` on ports of its own, seeds it with the reference API's demo catalogue
 * (exportCatalogue.ts → seed.php, through WooCommerce's own classes) and stops and deletes it afterwards.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '../..');

/** One WooGraphQL generation, as CI runs it. */
export interface Stack {
  /** Playwright project name and environment prefix. */
  id: 'woographql-0.21' | 'woographql-1';
  tarball: string;
}

/** Where the store trees come from: RS_TARBALL_DIR, else ../shared/realstore beside the project. */
export const tarballDir = resolve(process.env.RS_TARBALL_DIR ?? join(root, '../shared/realstore'));

export const STACKS: readonly Stack[] = [
  { id: 'woographql-0.21', tarball: join(tarballDir, 'woographql-0.21.tar.gz') },
  { id: 'woographql-1', tarball: join(tarballDir, 'woographql-1.tar.gz') },
];

/** The Debian packages a store needs (`npm test` installs them as root; `.ci/run` names the same). */
export const STORE_PACKAGES = JSON.parse(
  readFileSync(join(here, 'packages.json'), 'utf8'),
) as readonly string[];

/** What is missing to run a store here, or an empty list. */
export function missingPrerequisites(): string[] {
  const missing: string[] = [];
  const has = (command: string) =>
    spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
  if (!has('php')) missing.push('php (Debian package php-cli and its extensions)');
  if (!has('mariadbd') && !existsSync('/usr/sbin/mariadbd')) missing.push('mariadbd (mariadb-server)');
  for (const stack of STACKS) if (!existsSync(stack.tarball)) missing.push(stack.tarball);
  return missing;
}

/** Whether nothing listens on 127.0.0.1:`port`. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

export interface RunningStore {
  stack: Stack;
  dir: string;
  port: number;
  dbPort: number;
  /** `http://127.0.0.1:PORT` (WordPress's site URL). */
  url: string;
  graphqlUrl: string;
  stop(): Promise<void>;
}

/**
 * Unpacks a fresh copy of the stack's tree and starts it. `origins` are the storefront origins Headless Login
 * authorizes (its "Block unauthorized domains" is on, so a request from any other `Origin` is refused).
 */
export async function startStore(
  stack: Stack,
  { port, origins }: { port: number; origins: string[] },
): Promise<RunningStore> {
  const dbPort = port + 1;
  for (const p of [port, dbPort])
    if (!(await portIsFree(p))) throw new Error(`The ${stack.id} store cannot start: port ${p} is in use.`);
  const dir = mkdtempSync(join(tmpdir(), `realstore-${stack.id}-`));
  await run('tar', ['-xzf', stack.tarball, '-C', dir]);
  // A temporary folder of the store's own for MariaDB (and PHP), not the machine's /tmp: the installer of one store
  // failed twice here as its temporary table there was gone ("Could not remove temporary table
  // '/tmp/#sql-temptable-…', error: 2", then "Unknown table 'mysql.tmp_user_sys'").
  const tmp = join(dir, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const env = {
    ...process.env,
    TMPDIR: tmp,
    RS_PORT: String(port),
    RS_DBPORT: String(dbPort),
    RS_ORIGINS: origins.join(','),
  };
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await run(join(dir, 'stop.sh'), [], { env }).catch(() => undefined);
    // Anything of this tree that outlived its process group (MariaDB still shutting down): asked, then made to stop.
    for (let i = 0; i < 40; i++) {
      const alive = await run('pgrep', ['-f', dir]).then(
        () => true,
        () => false,
      );
      if (!alive) break;
      await run('pkill', [i < 20 ? '-TERM' : '-KILL', '-f', dir]).catch(() => undefined);
      await new Promise((done) => setTimeout(done, 250));
    }
    // MariaDB may still be writing its last files as it exits.
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch (error) {
      console.warn(`realstore: ${dir} was not deleted: ${(error as Error).message}`);
    }
  };
  try {
    await run(join(dir, 'start.sh'), [], { env, timeout: 90_000 });
  } catch (error) {
    const logs = ['run/php.log', 'run/db.err', 'run/db-install.log']
      .map((file) => join(dir, file))
      .filter((file) => existsSync(file))
      .map((file) => `${file}:\n${telling(readFileSync(file, 'utf8').split('\n')).join('\n')}`)
      .join('\n');
    await stop();
    throw new Error(`The ${stack.id} store did not start: ${(error as Error).message}\n${logs}`);
  }
  const url = `http://127.0.0.1:${port}`;
  return { stack, dir, port, dbPort, url, graphqlUrl: `${url}/graphql`, stop };
}

/**
 * The lines of a start-up log that say what went wrong (its errors), else its last lines. MariaDB's installer ends its
 * log with fifteen lines of general advice after any failure; a tail showed only those once, and not the error.
 */
function telling(lines: string[]): string[] {
  const errors = lines.filter((line) => /error|fail|denied|cannot|can't|unable/i.test(line));
  return (errors.length ? errors : lines).slice(-15);
}

/** Writes the demo catalogue (exportCatalogue.ts's JSON) into a started store with WooCommerce's own classes. */
export async function seedStore(store: RunningStore, cataloguePath: string): Promise<string> {
  const { stdout } = await run(
    'php',
    ['-d', 'memory_limit=1G', join(here, 'seed.php'), join(store.dir, 'wp'), store.url, cataloguePath],
    {
      env: { ...process.env, RS_DB_HOST: `127.0.0.1:${store.dbPort}`, RS_URL: store.url },
      timeout: 300_000,
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return stdout.trim().split('\n').pop() ?? '';
}

/** Writes the reference API's demo catalogue as JSON (the one source of truth of both backends' data). */
export async function exportCatalogue(): Promise<string> {
  const out = join(mkdtempSync(join(tmpdir(), 'realstore-catalogue-')), 'catalogue.json');
  await run(process.execPath, ['--import', 'tsx', join(here, 'exportCatalogue.ts'), out], {
    cwd: root,
    timeout: 120_000,
  });
  return out;
}
