// A throwaway PostgreSQL cluster for one test run: initdb into a temporary folder, start it on a free loopback
// port with trust auth, hand back its URL, and stop and delete it afterwards. Uses Debian's `postgresql`
// package (installed on demand when running as root, as CI does); as root the server runs as the `postgres`
// user, because PostgreSQL refuses to run as root.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.mjs';

const isRoot = process.getuid?.() === 0;

function findBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : null;
}

/** Finds Debian's PostgreSQL binaries, installing the package first when running as root. */
export function postgresBin() {
  const found = findBin();
  if (found || !isRoot) return found;
  console.log('Installing Debian postgresql for the API tests on PostgreSQL…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env }).status === 0;
  return ok ? findBin() : null;
}

function asPostgres(bin, args) {
  const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  execFileSync(command, argv, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Starts a cluster and returns `{ url, halt, restart, stop }`, or null when PostgreSQL is not available (the caller reports
 * that as a failure: the API must be proven on both databases).
 */
export async function startTempPostgres() {
  const bin = postgresBin();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  if (isRoot) execFileSync('chown', ['postgres', dir]);
  const port = await freePort();
  asPostgres(join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    asPostgres(join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-w',
      '-l',
      join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`,
      'start',
    ]);
  start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** Shuts the server down (open connections are cut) and keeps its data, as an outage would. */
    halt() {
      asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    /** Starts it again after `halt()`, on the same port with the same data. */
    restart() {
      start();
      running = true;
    },
    stop() {
      try {
        if (running) asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
