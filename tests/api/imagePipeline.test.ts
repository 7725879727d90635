/**
 * Regression: product images only worked through the reference API's own `/_image` and `/images` routes, with
 * site-relative sourceUrls; against a real store (absolute `wp-content/uploads` URLs on the store's origin, or on
 * a media host) every product image was broken. The storefront's own pipeline (src/server/imagePipeline.ts) fetches
 * originals from the store's origin or an IMAGE_HOSTS host, resizes and caches them, and refuses everything else.
 */
import { once } from 'node:events';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImagePipeline, imagePipelineFromEnv } from '../../src/server/imagePipeline.ts';
import { startApiServer, type ApiServer } from './helpers/apiServer.ts';

interface Host {
  url: string;
  hits: string[];
  close(): Promise<void>;
}

async function listen(
  handler: (req: IncomingMessage, res: ServerResponse, hits: string[]) => void | Promise<void>,
): Promise<Host> {
  const hits: string[] = [];
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '');
    void Promise.resolve(handler(req, res, hits)).catch(() => res.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

const MAX_BYTES = 300_000;
const TIMEOUT_MS = 700;
const holder: { api?: ApiServer } = {};
let api: ApiServer;
/** A media host in front of the store's uploads (like an offload CDN), listed in IMAGE_HOSTS. */
let media: Host;
/** A host nobody listed. */
let other: Host;
let storefront: Host;
let pipeline: ImagePipeline;
let cacheDir: string;
let photo: Buffer;
/** 7000 × 7000: 49 M pixels, a small file that decodes to 196 MB. */
let manyPixels: Buffer;

function mediaHandler(req: IncomingMessage, res: ServerResponse): Promise<void> | void {
  const path = req.url ?? '/';
  if (path.startsWith('/wp-content/uploads/')) {
    return fetch(`${holder.api!.url}${path}`).then(async (upstream) => {
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? '' });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
  }
  switch (path) {
    case '/moved.png':
      res.writeHead(302, { location: '/photo.png' }).end();
      return;
    case '/photo.png':
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': photo.length }).end(photo);
      return;
    case '/away.png':
      res.writeHead(302, { location: `${other.url}/photo.png` }).end();
      return;
    case '/declared-huge.png':
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': MAX_BYTES + 1 });
      res.write(photo.subarray(0, 100));
      return;
    case '/streamed-huge.png': {
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(64 * 1024, 1);
      for (let sent = 0; sent <= MAX_BYTES; sent += chunk.length) res.write(chunk);
      res.end();
      return;
    }
    case '/page.png':
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><p>hi</p>');
      return;
    case '/drawing.svg':
      res
        .writeHead(200, { 'content-type': 'image/svg+xml' })
        .end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      return;
    case '/many-pixels.png':
      res
        .writeHead(200, { 'content-type': 'image/png', 'content-length': manyPixels.length })
        .end(manyPixels);
      return;
    case '/garbage.png':
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from('not a png at all'));
      return;
    case '/slow.png':
      // Never answers: the pipeline's time limit ends it.
      return;
    case '/slow-body.png':
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(photo.subarray(0, 100));
      return;
    default:
      res.writeHead(404).end();
  }
}

beforeAll(async () => {
  photo = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
  manyPixels = await sharp({
    create: { width: 7000, height: 7000, channels: 3, background: { r: 90, g: 90, b: 90 } },
  })
    .png({ compressionLevel: 9 })
    .toBuffer();
  media = await listen(mediaHandler);
  other = await listen((_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': photo.length }).end(photo);
  });
  // The store's sourceUrls are on the media host: the API's SITE_URL is that host's origin.
  api = await startApiServer({ siteUrl: media.url });
  holder.api = api;
  cacheDir = await mkdtemp(join(tmpdir(), 'image-cache-'));
  pipeline = new ImagePipeline({
    // As in GRAPHQL_URL mode: the store's origin is the GraphQL endpoint's.
    storeOrigins: [api.url],
    allowedHosts: [new URL(media.url).host],
    cacheDir,
    maxBytes: MAX_BYTES,
    timeoutMs: TIMEOUT_MS,
  });
  storefront = await listen(async (req, res) => {
    if (!(await pipeline.handle(req, res, new URL(req.url ?? '/', 'http://localhost'))))
      res.writeHead(404).end();
  });
});

afterAll(async () => {
  await Promise.all([storefront?.close(), media?.close(), other?.close()]);
  await api?.close();
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
});

const image = (src: string, width = 320, extra = '') =>
  fetch(`${storefront.url}/_image?src=${encodeURIComponent(src)}&w=${width}${extra}`);

describe('images from an absolute remote origin', () => {
  it('fetches, resizes and caches (memory and disk) product images whose sourceUrl is on an IMAGE_HOSTS host', async () => {
    const { body } = await api.gql<{ products: { nodes: { image: { sourceUrl: string } | null }[] } }>(
      '{ products(first: 3) { nodes { image { sourceUrl } } } }',
    );
    const sources = body.data!.products.nodes.flatMap((n) => (n.image ? [n.image.sourceUrl] : []));
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src.startsWith(`${media.url}/wp-content/uploads/`)).toBe(true);
    const src = sources[0]!;
    const path = new URL(src).pathname;

    const first = await image(src, 320);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toMatch(/max-age=31536000/);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect((await sharp(bytes).metadata()).width).toBe(320);
    expect(media.hits.filter((h) => h === path)).toHaveLength(1);

    // Again, another width and AVIF: the original is downloaded once.
    expect(Buffer.from(await (await image(src, 320)).arrayBuffer()).equals(bytes)).toBe(true);
    const wide = await image(src, 640);
    expect((await sharp(Buffer.from(await wide.arrayBuffer())).metadata()).width).toBe(640);
    const avif = await image(src, 320, '&f=avif');
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(media.hits.filter((h) => h === path)).toHaveLength(1);

    // A second storefront process on the same folder answers from disk without asking the media host.
    const files = (await readdir(cacheDir, { recursive: true })).filter((f) => /[0-9a-f]{64}$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(3);
    const second = new ImagePipeline({
      storeOrigins: [api.url],
      allowedHosts: [new URL(media.url).host],
      cacheDir,
    });
    const fromDisk = await second.resize(src, '320', null);
    expect(fromDisk.body.equals(bytes)).toBe(true);
    expect(media.hits.filter((h) => h === path)).toHaveLength(1);
  });

  it('caps the width at the original and follows a redirect that stays on allowed hosts', async () => {
    const moved = await image(`${media.url}/moved.png`, 3072);
    expect(moved.status).toBe(200);
    expect((await sharp(Buffer.from(await moved.arrayBuffer())).metadata()).width).toBe(2000);
  });

  it('refuses a source host that is not allowed, without contacting it', async () => {
    const response = await image(`${other.url}/photo.png`);
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/not allowed/);
    expect((await image('https://evil.example/x.png')).status).toBe(403);
    // Same address, another spelling of the host: only what is listed counts.
    expect((await image(`${media.url.replace('127.0.0.1', 'localhost')}/photo.png`)).status).toBe(403);
    expect(other.hits).toHaveLength(0);
  });

  it('refuses a redirect to a host that is not allowed', async () => {
    const response = await image(`${media.url}/away.png`);
    expect(response.status).toBe(502);
    expect(await response.text()).toMatch(/redirected/);
    expect(other.hits).toHaveLength(0);
  });

  it('refuses an original over the size limit, declared or streamed', async () => {
    for (const path of ['/declared-huge.png', '/streamed-huge.png']) {
      const response = await image(`${media.url}${path}`);
      expect(response.status, path).toBe(502);
      expect(await response.text()).toMatch(/too large/);
    }
  });

  it('refuses originals that are not pictures (HTML, SVG, bytes that do not decode)', async () => {
    for (const [path, message] of [
      ['/page.png', /not an image \(text\/html/],
      ['/drawing.svg', /not an image \(image\/svg\+xml/],
      ['/garbage.png', /not a readable image/],
    ] as const) {
      const response = await image(`${media.url}${path}`);
      expect(response.status, path).toBe(502);
      expect(await response.text()).toMatch(message);
    }
  });

  /** Regression (B13): eight 49-megapixel originals raised memory by 354 MB that was never given back. */
  it('refuses an original of more pixels than the limit from its header, before decoding it', async () => {
    const response = await image(`${media.url}/many-pixels.png`);
    expect(response.status).toBe(502);
    expect(await response.text()).toMatch(/more than 25000000 pixels/);
  });

  /** Regression (B12): an IMAGE_HOSTS name allowed every port of that host (a database, an admin service). */
  it("allows a listed name on its scheme's own port only, and a listed name:port on that port", () => {
    const listed = new ImagePipeline({
      storeOrigins: ['https://store.example'],
      allowedHosts: ['media.example', '*.cdn.example', 'img.example:8443'],
    });
    const allowed = (url: string) => listed.isAllowed(new URL(url));
    expect(allowed('https://media.example/a.png')).toBe(true);
    expect(allowed('http://media.example:80/a.png')).toBe(true);
    expect(allowed('https://media.example:443/a.png')).toBe(true);
    expect(allowed('http://media.example:8080/a.png')).toBe(false);
    expect(allowed('http://media.example:6379/a.png')).toBe(false);
    expect(allowed('https://eu.cdn.example/a.png')).toBe(true);
    expect(allowed('https://eu.cdn.example:9200/a.png')).toBe(false);
    expect(allowed('https://img.example:8443/a.png')).toBe(true);
    expect(allowed('https://img.example/a.png')).toBe(false);
  });

  it('gives up on a host that does not answer, or stops sending, within the time limit', async () => {
    for (const path of ['/slow.png', '/slow-body.png']) {
      const started = Date.now();
      const response = await image(`${media.url}${path}`);
      expect(response.status, path).toBe(504);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 3000);
    }
  });

  it('answers 400 for a missing source, widths outside the spec steps and unknown formats', async () => {
    const src = `${media.url}/photo.png`;
    expect((await fetch(`${storefront.url}/_image?w=320`)).status).toBe(400);
    expect((await image(src, 500)).status).toBe(400);
    expect((await fetch(`${storefront.url}/_image?src=${encodeURIComponent(src)}`)).status).toBe(400);
    expect((await image(src, 320, '&f=gif')).status).toBe(400);
    expect((await image('file:///etc/passwd')).status).toBe(400);
  });

  it('serves the placeholder itself, as a file and resized', async () => {
    const file = await fetch(`${storefront.url}/images/placeholder.jpg`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    const resized = await image('/images/placeholder.jpg', 320);
    expect(resized.status).toBe(200);
    expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBe(320);
  });
});

describe('image cache folder', () => {
  it('defaults to .cache/images whatever the database (never beside PGlite, nor a PGlite folder on PostgreSQL)', () => {
    for (const env of [
      {},
      { DATA_DIR: '.data/pglite' },
      { DATABASE_URL: 'postgres://shop@db/shop', DATA_DIR: '.data/pglite' },
    ]) {
      expect(imagePipelineFromEnv(env, { origins: ['http://localhost:3000'] }).cacheFolder).toBe(
        resolve('.cache/images'),
      );
    }
    expect(
      imagePipelineFromEnv({ IMAGE_CACHE_DIR: '/var/cache/shop' }, { origins: ['http://x'] }).cacheFolder,
    ).toBe('/var/cache/shop');
    expect(
      imagePipelineFromEnv({ IMAGE_CACHE_DIR: 'memory' }, { origins: ['http://x'] }).cacheFolder,
    ).toBeUndefined();
  });
});
