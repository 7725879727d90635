import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRenderPool, renderWorkersFromEnv, type RenderPool } from '../../src/server/renderPool.ts';

/**
 * The render pool on a stand-in build: an `entry-server` whose page is chosen by its URL, so that a render can
 * stream, fail, or take its worker down with it.
 */
const ENTRY = `
import { Readable } from 'node:stream';
import { threadId } from 'node:worker_threads';
export function localeOf() { return 'en_US'; }
export async function render({ url, nonce }) {
  if (url === '/fails') throw new Error('no such page');
  if (url === '/crashes') setTimeout(() => process.exit(3), 10);
  if (url === '/crashes' || url === '/slow') await new Promise((done) => setTimeout(done, 200));
  const body = Readable.from((async function* () {
    yield '<p>' + url + ' from ' + threadId + '</p>';
    if (url === '/breaks') throw new Error('broke mid-page');
    yield '<script nonce="' + nonce + '"></script>';
  })());
  return { status: url === '/missing' ? 404 : 200, body, locale: 'en_US', lang: 'en-US', modules: ['src/a.tsx'], head: '<title>' + url + '</title>' };
}
`;

const read = async (body: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};
const request = (url: string) => ({ url, endpoint: 'http://127.0.0.1:1/graphql', nonce: 'n0nce' });

let dir: string;
let pool: RenderPool;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'render-pool-'));
  writeFileSync(join(dir, 'entry-server.mjs'), ENTRY);
  pool = await createRenderPool(join(dir, 'entry-server.mjs'), 2);
});
afterAll(async () => {
  await pool?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('render pool', () => {
  it('renders in worker threads: head first, then the streamed body', async () => {
    const page = await pool.render(request('/product/x'));
    expect(page).toMatchObject({
      status: 200,
      lang: 'en-US',
      modules: ['src/a.tsx'],
      head: '<title>/product/x</title>',
    });
    const html = await read(page.body);
    expect(html).toMatch(/^<p>\/product\/x from [1-9]\d*<\/p><script nonce="n0nce"><\/script>$/);
    expect((await pool.render(request('/missing'))).status).toBe(404);
  });

  it('shares renders out between its workers', async () => {
    const pages = await Promise.all(['/slow', '/a', '/b', '/c'].map((url) => pool.render(request(url))));
    const threads = new Set(
      await Promise.all(pages.map(async (page) => /from (\d+)/.exec(await read(page.body))![1])),
    );
    expect(threads.size).toBe(2);
  });

  it('fails only the render that failed, before or during its body', async () => {
    await expect(pool.render(request('/fails'))).rejects.toThrow('no such page');
    const broken = await pool.render(request('/breaks'));
    await expect(read(broken.body)).rejects.toThrow('broke mid-page');
    expect(await read((await pool.render(request('/after'))).body)).toContain('/after');
  });

  it('fails the renders of a worker that stops, and starts another in its place', async () => {
    await expect(pool.render(request('/crashes'))).rejects.toThrow(/render worker stopped \(exit code 3\)/);
    expect(await read((await pool.render(request('/meanwhile'))).body)).toContain('/meanwhile');
    await expect.poll(() => pool.running, { timeout: 10_000 }).toBe(2);
    const pages = await Promise.all(['/slow', '/d'].map((url) => pool.render(request(url))));
    expect(
      new Set(await Promise.all(pages.map(async (page) => /from (\d+)/.exec(await read(page.body))![1])))
        .size,
    ).toBe(2);
  });
});

describe('RENDER_WORKERS', () => {
  it('takes a whole number, and defaults to one worker per core but one (at least one)', () => {
    expect(renderWorkersFromEnv('0')).toBe(0);
    expect(renderWorkersFromEnv(' 3 ')).toBe(3);
    expect(renderWorkersFromEnv(undefined)).toBeGreaterThanOrEqual(1);
    for (const bad of ['-1', '1.5', 'two', '65']) {
      expect(() => renderWorkersFromEnv(bad)).toThrow(
        `RENDER_WORKERS must be a whole number from 0 to 64, got "${bad}".`,
      );
    }
  });
});
