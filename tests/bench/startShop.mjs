// The production server as `npm start` serves it (the built `dist`, or DIST_DIR; embedded PGlite in memory, seeded
// catalogue) for the browser benchmarks. Resolves with the child process once it says it is ready.
import { spawn } from 'node:child_process';

export async function startShop(port, env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/host.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: 'memory', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The shop did not start within 120 s.')), 120_000);
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Storefront ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`The shop exited early (code ${code}).`)));
  });
  return child;
}
