// `npm start`: builds the storefront when the build is missing or older than its sources, then serves
// the API, the images and the server-rendered storefront from one Node process on PORT (default 3000).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const stamp = 'dist/server/entry-server.js';
const sources = ['src', 'machines', '__generated__', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(stamp) || Math.max(...sources.map(newest)) > statSync(stamp).mtimeMs) {
  console.log('Building the storefront…');
  run('npm', ['run', 'build']);
}
run(process.execPath, ['--import', 'tsx', 'server/index.ts']);
