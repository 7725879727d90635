// @vitest-environment node
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { requestUpstream } from '../../../src/server/upstream';

/**
 * Regression: the host keeps its connections to the store alive between requests, and a store closes an idle one
 * when it likes (Node's own server after 5 s). A request written to a connection the store was closing met
 * "socket hang up": on a busy machine about one server render in a few hundred answered 503 ("The store sent no
 * usable answer"), and the e2e suite failed on a random page. The store never read that request, so it is sent
 * again on a new connection, once; a store that breaks a new connection is still reported at once.
 */

/**
 * A store speaking just enough HTTP/1.1: it answers the first request on each connection and keeps the connection
 * open; when `dropReused` is on, it closes a connection as the next request arrives on it, without answering (what
 * a store that closed an idle connection looks like to the client). With `dropAll`, it answers nothing at all.
 */
function store(mode: { dropReused: boolean; dropAll: boolean }) {
  const connections: Socket[] = [];
  let requests = 0;
  const server: Server = createServer((socket) => {
    connections.push(socket);
    let served = 0;
    socket.on('data', () => {
      requests++;
      if (mode.dropAll || (mode.dropReused && served > 0)) return void socket.destroy();
      served++;
      const body = '{"data":{"ok":true}}';
      socket.write(
        `HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: keep-alive\r\n\r\n${body}`,
      );
    });
  });
  return {
    server,
    connections,
    requests: () => requests,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () =>
          resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`),
        ),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of connections) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ok}"}' };
const limits = { connectMs: 2_000, totalMs: 5_000, maxBytes: 1024 * 1024 };

let running: ReturnType<typeof store> | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

describe('a kept-alive connection the store has closed', () => {
  it('is left for a new connection, and the request is answered', async () => {
    const mode = { dropReused: false, dropAll: false };
    running = store(mode);
    const url = await running.listen();
    expect((await requestUpstream(url, post, limits)).status).toBe(200);
    // The next request goes out on the same kept-alive connection, which the store now drops.
    mode.dropReused = true;
    const answer = await requestUpstream(url, post, limits);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toEqual({ data: { ok: true } });
    expect(running.connections).toHaveLength(2);
    expect(running.requests()).toBe(3);
  });

  it('a store that breaks every connection is reported at once, without a second try on a new one', async () => {
    const mode = { dropReused: false, dropAll: false };
    running = store(mode);
    const url = await running.listen();
    await requestUpstream(url, post, limits);
    mode.dropAll = true;
    // The reused connection is dropped, then the new one too: one retry, then the failure.
    await expect(requestUpstream(url, post, limits)).rejects.toMatchObject({ reason: 'unreachable' });
    expect(running.requests()).toBe(3);
    // A request on a new connection that breaks is not sent again.
    await expect(requestUpstream(url, post, limits)).rejects.toMatchObject({ reason: 'unreachable' });
    expect(running.requests()).toBe(4);
  });
});
