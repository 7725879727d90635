// `npm run dev`: the API on API_PORT (default 4000), the Relay artifacts kept fresh, and Vite with HMR
// proxying /graphql, /images, /_image and /download to the API. When one part exits, the others are stopped
// and the reason is printed, so the engineer never keeps a Vite with no API behind it.
import { spawn, spawnSync } from 'node:child_process';
import { watch } from 'node:fs';

const apiPort = process.env.API_PORT ?? '4000';
const vitePort = process.env.PORT ?? '5173';
const children = new Map();
let stopping = false;

/** Stops every part of the dev stack once, saying why, and exits with `code`. */
function stopAll(reason, code) {
  if (stopping) return;
  stopping = true;
  if (reason) console.error(`\n[dev] ${reason}; stopping the dev stack.`);
  // Each part runs in its own process group, so npx's grandchildren (vite) stop with it.
  for (const child of children.values()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}

function start(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  children.set(name, child);
  child.once('error', (error) => stopAll(`${name} could not start (${error.message})`, 1));
  child.once('exit', (code, signal) =>
    stopAll(`${name} exited (${signal ?? `code ${code}`})`, code === 0 && !signal ? 0 : 1),
  );
}

/**
 * relay-compiler's own `--watch` needs watchman, a system package. Node's recursive fs.watch needs nothing:
 * each burst of changes under src/ or schema/ runs one compile, and a compile error is printed, not fatal.
 */
function compileRelay() {
  const result = spawnSync('npx', ['relay-compiler'], { stdio: 'inherit' });
  return result.status === 0;
}

if (!compileRelay()) console.error('[dev] relay-compiler failed; fix the GraphQL above and save again.');
let timer = null;
let compiling = false;
let again = false;
const onChange = (_event, file) => {
  if (!file || String(file).includes('__generated__')) return;
  if (!/\.(tsx?|graphql)$/.test(String(file))) return;
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (compiling) {
      again = true;
      return;
    }
    compiling = true;
    do {
      again = false;
      compileRelay();
    } while (again);
    compiling = false;
  }, 150);
};
const watchers = [
  watch('src', { recursive: true }, onChange),
  watch('schema', { recursive: true }, onChange),
];

start('API', process.execPath, ['--import', 'tsx', 'src/server/dev.ts'], {
  PORT: apiPort,
  SITE_URL: `http://localhost:${vitePort}`,
});
start('Vite', 'npx', ['vite', '--port', vitePort, '--strictPort'], { API_PORT: apiPort });

const stop = () => {
  for (const watcher of watchers) watcher.close();
  stopAll('', 0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
