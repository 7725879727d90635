// Regression: on a fresh clone `npm start` exited with `ENOENT … mkdir '.data/pglite'` (`.data/` is not in the
// repository and PGlite creates DATA_DIR without its parents).
//
// `git clone … && npm install && npm start` on a fresh machine: copies the repository's files (those git tracks
// or would add; no `.data/`, no `dist/`) to a temporary folder, links `node_modules`, runs the real `npm start`
// with a free PORT and nothing else set, waits until a product page and /graphql answer, stops it as Ctrl-C does
// and expects nothing left running. Prints one line per check; exits 1 on the first failure.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { freePort } from '../../scripts/freePort.mjs';

const repo = resolve(import.meta.dirname, '../..');
const copy = mkdtempSync(join(tmpdir(), 'storefront-first-run-'));
const started = Date.now();
let child = null;

function fail(message) {
  console.error(`✗ ${message}`);
  if (child && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  rmSync(copy, { recursive: true, force: true });
  process.exit(1);
}

function pass(message) {
  console.log(`✓ ${message} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: repo,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && existsSync(join(repo, file)));
for (const file of files) {
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  cpSync(join(repo, file), join(copy, file));
}
symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'));
if (existsSync(join(copy, '.data')) || existsSync(join(copy, 'dist'))) fail('the copy has .data/ or dist/');
pass(`copied ${files.length} files without .data/ and dist/`);

const port = await freePort();
const env = { ...process.env, PORT: String(port) };
// Nothing a newcomer would not have set.
for (const name of ['DATA_DIR', 'DATABASE_URL', 'DIST_DIR', 'NODE_ENV', 'SITE_URL', 'GRAPHQL_URL'])
  delete env[name];
let output = '';
child = spawn('npm', ['start'], { cwd: copy, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((done) => child.once('exit', done));

const base = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 300_000;
let page = null;
while (Date.now() < deadline && child.exitCode === null) {
  page = await fetch(`${base}/product/tote-bag`).catch(() => null);
  if (page?.status === 200) break;
  await new Promise((done) => setTimeout(done, 1_000));
}
if (page?.status !== 200) fail(`npm start did not serve /product/tote-bag:\n${output}`);
if (!(await page.text()).includes('Tote Bag')) fail('the product page does not show the product');
pass('npm start built the storefront and serves a product page');

const api = await fetch(`${base}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ product(id: "tote-bag", idType: SLUG) { name } }' }),
});
const answer = await api.json();
if (answer.data?.product?.name !== 'Tote Bag') fail(`/graphql answered ${JSON.stringify(answer)}`);
pass('/graphql answers');

const graphiql = await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } });
if (/graphiql/i.test(await graphiql.text()))
  fail('/graphql shows GraphiQL: npm start is not in production mode');
pass('no GraphiQL page (NODE_ENV=production)');
if (!existsSync(join(copy, '.data', 'pglite'))) fail('the database is not in .data/pglite');
pass('the database lives in .data/pglite');

// Ctrl-C in a terminal: SIGINT to the whole process group (npm, its shell, scripts/start.mjs, the server).
process.kill(-child.pid, 'SIGINT');
const timer = setTimeout(() => fail(`npm start did not stop within 30 s of Ctrl-C:\n${output}`), 30_000);
await exited;
clearTimeout(timer);
/** Live processes of the group (zombies are over: a container's init may never reap them). */
const groupAlive = () => {
  const ps = spawnSync('ps', ['-o', 'stat=,args=', '-g', String(child.pid)], { encoding: 'utf8' });
  return ps.stdout.split('\n').some((line) => line.trim() && !line.trim().startsWith('Z'));
};
for (let i = 0; i < 100 && groupAlive(); i++) await new Promise((done) => setTimeout(done, 100));
if (groupAlive()) fail('processes of npm start are still running 10 s after it exited');
if (await fetch(`${base}/products`).catch(() => null))
  fail('the server still answers after npm start exited');
// A start-up failure line or a stack trace (the build's output names files like authErrors-….js).
if (/^Cannot start:|^\s+at .+:\d+:\d+\)?$/m.test(output)) fail(`npm start reported an error:\n${output}`);
pass('Ctrl-C stops npm start and its server, leaving nothing running');
rmSync(copy, { recursive: true, force: true });
