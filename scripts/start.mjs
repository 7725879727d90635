// `npm start`: builds the storefront when the build is missing or older than its sources, then serves
// the API, the images and the server-rendered storefront from one Node process on PORT (default 3000),
// in production mode (NODE_ENV=production: no GraphiQL page).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const stamp = 'dist/server/entry-server.js';
const sources = ['src', 'machines', '__generated__', 'index.html', 'vite.config.ts', 'package-lock.json'];
process.env.NODE_ENV = 'production';

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

if (!existsSync(stamp) || Math.max(...sources.map(newest)) > statSync(stamp).mtimeMs) {
  console.log('Building the storefront…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/host.ts'], { stdio: 'inherit' });
// A stop request (Ctrl-C, a service manager's SIGTERM) reaches the server, which closes and exits 0.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
