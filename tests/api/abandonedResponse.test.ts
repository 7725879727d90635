/**
 * Regression: a shopper's connection that closed while the API was writing its answer (a closed tab, a lost line)
 * left `api.handle` waiting forever for the socket to drain, holding the request and its answer in memory. It now
 * settles when the response closes, however it closes.
 */
import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApi, type Api } from '../../server/api.ts';

let api: Api;
const settled: Promise<'settled'>[] = [];
const server = createServer((req, res) => {
  cutOffAfterHeaders(res);
  settled.push(
    api.handle(req, res).then(
      () => 'settled' as const,
      () => 'settled' as const,
    ),
  );
});

/** The connection drops as soon as a POST's answer has its headers, before its body. */
function cutOffAfterHeaders(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  Object.assign(res, {
    writeHead: (...args: unknown[]) => {
      const result = writeHead(...args);
      res.socket?.destroy();
      return result;
    },
  });
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = await createApi({
    siteUrl: url,
    env: {},
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await api?.close();
});

it('settles a request whose connection closed while its answer was being written', async () => {
  const { port } = server.address() as AddressInfo;
  const body = JSON.stringify({
    query: '{ products(first: 100) { nodes { name description shortDescription } } }',
  });
  await new Promise<void>((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
      },
      () => resolve(),
    );
    req.on('error', () => resolve());
    req.end(body);
  });
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('pending'), 2_000));
  expect(await Promise.race([settled.at(-1)!, timeout])).toBe('settled');
});
