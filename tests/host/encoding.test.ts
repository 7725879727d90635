/**
 * Regression: a page answered `Content-Encoding: gzip` to a client that accepts only brotli, `gzip;q=0` still got
 * gzip, and every static file was compressed at request time. Codings are now negotiated as RFC 9110 says, and the
 * build's precompressed copies are what the server sends.
 */
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { negotiateEncoding } from '../../src/server/encoding.ts';
import { startHost, type HostProcess } from './helpers.ts';

let host: HostProcess;
beforeAll(async () => {
  host = await startHost();
});
afterAll(async () => {
  await host?.stop();
});

const dist = process.env.DIST_DIR ?? 'dist';

function get(
  path: string,
  acceptEncoding?: string,
): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  const { hostname, port } = new URL(host.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const decode = (encoding: unknown, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString(
    'utf8',
  );

describe('content coding', () => {
  it('follows the client: brotli only, gzip only, a refused coding, and none', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0, br;q=0', undefined],
      ['identity', undefined],
      [undefined, undefined],
    ];
    for (const [accept, expected] of cases) {
      const page = await get('/products', accept);
      expect(page.headers['content-encoding'], `page, Accept-Encoding: ${accept}`).toBe(expected);
      expect(decode(page.headers['content-encoding'], page.body)).toContain('</html>');
      expect(page.headers.vary).toContain('Accept-Encoding');
    }
  });

  it("sends the build's precompressed copy of a static asset", async () => {
    const manifest = JSON.parse(readFileSync(join(dist, 'client/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    const entry = Object.values(manifest).find((m) => m.isEntry)!.file;
    const file = join(dist, 'client', entry);
    expect(existsSync(`${file}.br`) && existsSync(`${file}.gz`)).toBe(true);
    for (const [accept, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const asset = await get(`/${entry}`, accept);
      expect(asset.headers['content-encoding']).toBe(accept);
      expect(asset.body.equals(readFileSync(`${file}${suffix}`))).toBe(true);
    }
    const plain = await get(`/${entry}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(readFileSync(file))).toBe(true);
  });
});

describe('negotiateEncoding', () => {
  it('weighs quality values, wildcards and x-gzip', () => {
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
    expect(negotiateEncoding('GZIP;Q=0.8')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBeNull();
    expect(negotiateEncoding('br;q=abc')).toBeNull();
    expect(negotiateEncoding(['gzip', 'br'])).toBe('br');
  });
});
