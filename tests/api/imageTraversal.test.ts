/**
 * Regression: `GET /images/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd` returned /etc/passwd, and the same read
 * the database's write-ahead log: the image route joined the decoded path onto `<DATA_DIR>-images`, a folder
 * beside PGlite's files (and `.data/pglite-images` even on PostgreSQL). Every image route now answers 404 for
 * anything outside its own folder, with encoded, double-encoded and backslash variants, and the image cache
 * never lives beside the database. Also: the memo of requested image paths kept every unknown name forever.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api, type ApiInternals } from '../../server/api.ts';
import { ImageService } from '../../server/images.ts';
import { ImagePipeline } from '../../src/server/imagePipeline.ts';

let root: string;
let dataDir: string;
let cacheDir: string;
let api: Api;
let server: Server;
let origin: string;

/** GET with the path sent byte for byte (fetch would resolve `..` and backslashes before sending). */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/`, { path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'image-traversal-'));
  dataDir = join(root, 'pglite');
  cacheDir = join(root, 'image-cache');
  const holder: { api?: Api; pipeline?: ImagePipeline } = {};
  // The host's order: the storefront's image pipeline, then the reference API.
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    void (async () => {
      if (holder.pipeline && (await holder.pipeline.handle(req, res, url))) return;
      if (holder.api && (await holder.api.handle(req, res))) return;
      res.writeHead(404).end('Not found');
    })().catch(() => res.writeHead(500).end());
  });
  server.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = await createApi({
    siteUrl: origin,
    env: {},
    dataDir,
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  });
  holder.api = api;
  holder.pipeline = new ImagePipeline({ storeOrigins: [origin], cacheDir });
}, 120_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
  await api?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const UP = '..%2f'.repeat(8);
const ESCAPES = [
  `${UP}etc%2fpasswd`,
  `${'%2e%2e%2f'.repeat(8)}etc%2fpasswd`,
  `${'..%252f'.repeat(8)}etc%252fpasswd`,
  `${'%252e%252e%252f'.repeat(8)}etc%252fpasswd`,
  `${'..%5c'.repeat(8)}etc%5cpasswd`,
  `${'..%255c'.repeat(8)}etc%255cpasswd`,
  `${'..\\'.repeat(8)}etc\\passwd`,
  '../../../../../../../../etc/passwd',
  '..%2fpglite%2fPG_VERSION',
  '..%2f..%2fpglite%2fPG_VERSION',
];

describe('image routes stay inside their folders', () => {
  it('answers 404 for /images, /wp-content/uploads and /_image paths that leave them, in every encoding', async () => {
    // The database's own files exist and would be readable one folder up.
    expect(existsSync(join(dataDir, 'PG_VERSION')) || Boolean(process.env.DATABASE_URL)).toBe(true);
    const routes = ['/images/', '/images/products/', '/wp-content/uploads/', '/wp-content/uploads/products/'];
    const checked: string[] = [];
    for (const route of routes) {
      for (const escape of ESCAPES) {
        const path = `${route}${escape}`;
        const { status, body } = await rawGet(path);
        expect(status, path).toBe(404);
        expect(body, path).not.toMatch(/root:|PG_VERSION|^\d+\s*$/m);
        checked.push(path);
      }
    }
    for (const escape of ESCAPES) {
      for (const src of [
        `/images/${escape}`,
        `/wp-content/uploads/${escape}`,
        `${origin}/images/${escape}`,
      ]) {
        const path = `/_image?w=320&src=${encodeURIComponent(src)}`;
        const { status, body } = await rawGet(path);
        expect(status, path).toBe(404);
        expect(body, path).not.toMatch(/root:/);
        checked.push(path);
      }
    }
    expect(checked.length).toBe(routes.length * ESCAPES.length + ESCAPES.length * 3);
  });

  it('still serves what is inside: the placeholder, an upload and its resized copy', async () => {
    expect((await rawGet('/images/placeholder.jpg')).status).toBe(200);
    expect((await rawGet('/wp-content/uploads/products/everyday-hoodie.png')).status).toBe(200);
    const src = encodeURIComponent(`${origin}/wp-content/uploads/products/everyday-hoodie.png`);
    expect((await rawGet(`/_image?src=${src}&w=320`)).status).toBe(200);
  });

  it('keeps resized images in the image cache folder, never beside the database files', async () => {
    expect((await readdir(cacheDir, { recursive: true })).some((f) => /[0-9a-f]{64}$/.test(f))).toBe(true);
    expect(existsSync(`${dataDir}-images`)).toBe(false);
    expect((await readdir(root)).sort()).toEqual(
      process.env.DATABASE_URL ? ['image-cache'] : ['image-cache', 'pglite'],
    );
  });
});

describe('image path memo', () => {
  it('remembers a bounded number of requested paths (LRU), however many unknown names are asked for', async () => {
    const images = new ImageService({ db: (api as ApiInternals).db, maxKnownPaths: 50 });
    for (let i = 0; i < 120; i++) {
      expect(await images.file(`/wp-content/uploads/products/no-such-image-${i}.png`)).toBeNull();
    }
    expect(images.rememberedPaths).toBe(50);
    // Known images still resolve, and are remembered in turn.
    expect(await images.file('/wp-content/uploads/products/everyday-hoodie-300x300.png')).not.toBeNull();
    expect(images.rememberedPaths).toBe(50);
  });
});
