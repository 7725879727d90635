import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers.ts';

/**
 * `npm run dev` on a machine without watchman: the API, the Relay compiler (Node's own file watcher) and Vite start
 * and answer together; when one part exits, the rest stop and the engineer is told why, so no Vite is left running
 * with no API behind it.
 */
let dev: ChildProcess | undefined;
afterAll(() => {
  if (dev?.exitCode === null) process.kill(-dev.pid!, 'SIGKILL');
});

const until = async (what: string, check: () => Promise<boolean>, ms = 120_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`Timed out waiting for ${what}`);
};

describe('npm run dev', () => {
  it('serves the shop through Vite with the API behind it, and stops whole when the API goes', async () => {
    const [apiPort, vitePort] = [await freePort(), await freePort()];
    dev = spawn('npm', ['run', '--silent', 'dev'], {
      env: { ...process.env, API_PORT: String(apiPort), PORT: String(vitePort), DATA_DIR: 'memory' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    dev.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    dev.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => dev!.once('exit', (code) => resolve(code)));

    const vite = `http://127.0.0.1:${vitePort}`;
    await until('the API through Vite', async () => {
      const response = await fetch(`${vite}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ products(first: 1) { nodes { name } } }' }),
      });
      const body = (await response.json()) as { data?: { products: { nodes: { name: string }[] } } };
      return (body.data?.products.nodes.length ?? 0) === 1;
    });
    const page = await fetch(`${vite}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="app">');
    expect(output).not.toMatch(/watchman/i);

    // The API goes away: the whole stack stops and says which part exited.
    const api = await fetch(`http://127.0.0.1:${apiPort}/graphql`, { method: 'GET' }).catch(() => null);
    expect(api).not.toBeNull();
    // The API is npm's grandchild: found by its PORT among the dev servers.
    const { execSync } = await import('node:child_process');
    const pids = execSync('pgrep -f src/server/dev.ts || true').toString().split(/\s+/).filter(Boolean);
    const apiPid = pids.find((pid) => {
      try {
        return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`PORT=${apiPort}`);
      } catch {
        return false;
      }
    });
    expect(apiPid).toBeDefined();
    process.kill(Number(apiPid), 'SIGKILL');
    const code = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve('running'), 30_000)),
    ]);
    expect(code).not.toBe('running');
    expect(code).not.toBe(0);
    expect(output).toMatch(/\[dev\] API exited .*stopping the dev stack/);
    await until(
      'Vite to stop',
      async () => {
        try {
          await fetch(vite);
          return false;
        } catch {
          return true;
        }
      },
      15_000,
    );
  }, 180_000);
});
