// `npm test`: every check and every test layer in sequence, then a table of each layer's counts and time, and one
// closing line `N passed, N failed`.
// Static checks (Relay artifacts fresh, types, lint, unused code, design tokens, build) count as one test each.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTempPostgres } from './tempPostgres.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
const rows = [];
const reports = mkdtempSync(join(tmpdir(), 'storefront-tests-'));
/** The last lines each layer printed, so that the closing summary can say why a layer failed. */
const TAIL_LINES = 400;
let lastOutput = [];
/** When the last layer ended (the layers run one after another): each row's time is from then to its own end. */
let lastEnd = Date.now();
const startedAt = lastEnd;

/** Runs a command with its output passed through as it comes, keeping its last lines for the closing summary. */
function run(command, args, env = {}) {
  lastOutput = [];
  let partial = '';
  const keep = (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    lastOutput.push(...lines);
    if (lastOutput.length > TAIL_LINES) lastOutput.splice(0, lastOutput.length - TAIL_LINES);
  };
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(String(chunk));
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(String(chunk));
    });
    child.on('error', (error) => {
      keep(`${error.message}\n`);
      resolve(false);
    });
    child.on('close', (code) => {
      if (partial) lastOutput.push(partial);
      resolve(code === 0);
    });
  });
}

// eslint-disable-next-line no-control-regex -- colour codes in a layer's output
const ANSI = /\u001b\[[0-9;]*m/g;
const FAILURE_MARK = /✗|✘|×|\bFAIL\b|\bfailed\b|Error[:\]]|AssertionError|expected .* to /;
/** A line of a code frame (`  146 |`, `> 149 |`): where an error's own words end. */
const CODE_FRAME = /^\s*>?\s*\d+ \|/;
/** The most lines of an error's detail (a diff, expected and received) kept after its first line. */
const DETAIL_LINES = 12;

/**
 * Lines that say why a layer failed: its own failure marks and errors, each error with the detail that follows it
 * (the received value of a failed `toEqual` is what says what went wrong), else its last lines.
 */
function failureLines(lines) {
  const plain = lines.map((line) => line.replace(ANSI, '').trimEnd()).filter(Boolean);
  const marked = [];
  for (let i = 0; i < plain.length; i += 1) {
    if (!FAILURE_MARK.test(plain[i])) continue;
    marked.push(plain[i]);
    if (!/Error[:\]]|AssertionError/.test(plain[i])) continue;
    for (let j = i + 1; j < plain.length && j <= i + DETAIL_LINES; j += 1) {
      if (FAILURE_MARK.test(plain[j]) || CODE_FRAME.test(plain[j])) break;
      marked.push(plain[j]);
    }
  }
  return (marked.length ? marked : plain).slice(-60);
}

function record(layer, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  const now = Date.now();
  rows.push({
    layer,
    passed,
    failed,
    skipped,
    seconds: (now - lastEnd) / 1000,
    why: failed ? failureLines(lastOutput) : [],
  });
  lastEnd = now;
  lastOutput = [];
}

async function check(name, command, args) {
  if (only.length && !only.includes(name) && !only.includes('checks')) return;
  console.log(`\n▶ ${name}: ${[command, ...args].join(' ')}`);
  const ok = await run(command, args);
  record(name, ok ? 1 : 0, ok ? 0 : 1);
}

async function vitestLayer(project, { label = project, env = {} } = {}) {
  if (only.length && !only.includes(project) && !only.includes(label)) return;
  console.log(`\n▶ ${label} tests`);
  const file = join(reports, `${label}.json`);
  const ok = await run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  if (!existsSync(file)) return record(label, 0, 1);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const brokenFiles = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
  const failed =
    report.numFailedTests + brokenFiles + (ok || report.numFailedTests + brokenFiles > 0 ? 0 : 1);
  record(label, report.numPassedTests, failed, report.numPendingTests + report.numTodoTests);
}

/**
 * The API tests again on real PostgreSQL: TEST_DATABASE_URL when given (an empty database the run may fill),
 * otherwise a throwaway cluster from Debian's postgresql package. Missing PostgreSQL counts as a failure.
 */
async function apiOnPostgres() {
  const label = 'api-postgres';
  if (only.length && !only.includes('api') && !only.includes(label)) return;
  const given = process.env.TEST_DATABASE_URL;
  const cluster = given ? null : await startTempPostgres();
  const url = given ?? cluster?.url;
  if (!url) {
    console.error('PostgreSQL is missing. Install it with:\n  sudo apt-get install -y postgresql');
    lastOutput = ['PostgreSQL is missing.'];
    return record(label, 0, 1);
  }
  try {
    await vitestLayer('api', { label, env: { DATABASE_URL: url } });
  } finally {
    cluster?.stop();
  }
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium for the end-to-end tests…');
    return (
      (await run('apt-get', ['update', '-qq'])) &&
      (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' }))
    );
  }
  console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y chromium`);
  lastOutput = [`Chromium is missing at ${CHROMIUM}.`];
  return false;
}

/** Debian's PHP and MariaDB for the real stores (tests/realstore/packages.json, which stores.ts reads too). */
const STORE_PACKAGES = JSON.parse(readFileSync('tests/realstore/packages.json', 'utf8'));

async function ensureStorePackages() {
  const present = existsSync('/usr/bin/php') && existsSync('/usr/sbin/mariadbd');
  if (present) return true;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian PHP and MariaDB for the real stores…');
    return (
      (await run('apt-get', ['update', '-qq'])) &&
      (await run('apt-get', ['install', '-y', '-qq', ...STORE_PACKAGES], {
        DEBIAN_FRONTEND: 'noninteractive',
      }))
    );
  }
  console.error(
    `PHP and MariaDB are missing. Install them with:\n  sudo apt-get install -y ${STORE_PACKAGES.join(' ')}`,
  );
  lastOutput = ['PHP and MariaDB are missing.'];
  return false;
}

/**
 * The real stores (../shared/realstore: WordPress, WooCommerce, WooGraphQL 0.21 and 1.x): tests/realstore/run.ts
 * starts and seeds both, runs the `@store` journeys and the differential check on them, and stops them.
 */
async function realstoreLayer() {
  const label = 'realstore';
  if (only.length && !only.includes(label)) return;
  console.log('\n▶ realstore tests (real WooCommerce stores, tests/realstore/run.ts)');
  if (!(await ensureChromium()) || !(await ensureStorePackages())) return record(label, 0, 1);
  const file = join(reports, `${label}.json`);
  const ok = await run('node', ['--import', 'tsx', 'tests/realstore/run.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (!existsSync(file)) return record(label, 0, 1);
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  record(label, stats.expected + stats.flaky, failed, stats.skipped);
}

/** A Playwright run as one layer: `e2e` (playwright.config.ts) or `store-mode` (playwright.store.config.ts). */
async function e2eLayer(label = 'e2e', config = 'playwright.config.ts') {
  if (only.length && !only.includes(label)) return;
  console.log(`\n▶ ${label} tests (Playwright in Debian Chromium, ${config})`);
  if (!(await ensureChromium())) return record(label, 0, 1);
  const file = join(reports, `${label}.json`);
  const ok = await run('npx', ['playwright', 'test', '-c', config, '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (!existsSync(file)) return record(label, 0, 1);
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  const failed = stats.unexpected + (ok || stats.unexpected > 0 ? 0 : 1);
  record(label, stats.expected + stats.flaky, failed, stats.skipped);
}

await check('relay-fresh', 'npx', ['relay-compiler', '--validate']);
await check('typecheck', 'npx', ['tsc', '--noEmit']);
await check('lint', 'npm', ['run', '--silent', 'lint']);
// Unused files, exports and dependencies (knip.json).
await check('knip', 'npx', ['knip']);
await check('design-tokens', 'node', ['scripts/check-design-tokens.mjs']);
// Its three projects: DOM, Node, and the files that need a module graph of their own (vitest.config.ts).
await vitestLayer('unit*', { label: 'unit' });
await vitestLayer('model');
// The screen files, then the coverage across them (screens:union, which runs after them).
await vitestLayer('screens*', { label: 'screens' });
await vitestLayer('api');
await apiOnPostgres();
await check('build', 'npm', ['run', '--silent', 'build']);
// The HTTP host on that build, as `npm start` runs it (its outage test starts its own PostgreSQL cluster).
await vitestLayer('host');
// A fresh clone: the real `npm start` (build included) in a copy without .data/ and dist/.
await check('first-run', 'node', ['tests/firstRun/firstRun.mjs']);
await check('bundle-budget', 'node', ['tests/bench/bundleBudget.mjs']);
await check('api-budget', 'node', [
  '--import',
  'tsx',
  'tests/bench/apiThroughput.ts',
  '--sizes',
  '150',
  '--seconds',
  '3',
  '--budget',
]);
// Static file, cached and uncached page; gated as shares of the static file's rate (tests/bench/pageThroughput.ts).
await check('page-throughput', 'node', [
  '--import',
  'tsx',
  'tests/bench/pageThroughput.ts',
  '--seconds',
  '3',
]);
if (!only.length || only.includes('lighthouse')) {
  if (await ensureChromium()) await check('lighthouse', 'node', ['tests/bench/lighthouse.mjs']);
  else record('lighthouse', 0, 1);
}
// The tap on Add to cart on a mid-tier phone's CPU (Event Timing, as INP, and until the cart badge updates); its
// medians are gated.
if (!only.length || only.includes('interaction')) {
  if (await ensureChromium())
    await check('interaction', 'node', ['tests/bench/addToCartInteraction.mjs', '--runs', '5', '--budget']);
  else record('interaction', 0, 1);
}
await e2eLayer();
// The same build against a store the storefront does not run: GRAPHQL_URL pointed at a separately started API.
await e2eLayer('store-mode', 'playwright.store.config.ts');
// And against real WooCommerce stores of both WooGraphQL generations.
await realstoreLayer();

/** m:ss */
const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log('\nlayer            passed  failed  skipped     time');
for (const r of rows) {
  console.log(
    `${r.layer.padEnd(16)} ${String(r.passed).padStart(6)}  ${String(r.failed).padStart(6)}  ${String(r.skipped).padStart(7)}  ${clock(r.seconds).padStart(7)}`,
  );
}
console.log(`${'all'.padEnd(16)} ${' '.repeat(24)}  ${clock((Date.now() - startedAt) / 1000).padStart(7)}`);
const failing = rows.filter((r) => r.failed);
if (failing.length) {
  console.log('\nWhy the failing layers failed (their own words, from their output above):');
  for (const r of failing) {
    console.log(`\n✗ ${r.layer}`);
    for (const line of r.why) console.log(`    ${line}`);
  }
}
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
