import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/**
 * Every request the storefront host makes to the store's GraphQL endpoint (the `/graphql` proxy, the server
 * renders, the sitemap, the store check) goes through here, so a store that hangs, floods or never ends its answer
 * costs a shopper's request at most `totalMs` and `maxBytes`, never the process.
 */
export interface UpstreamLimits {
  /** Until the TCP (and TLS) connection stands. @default 5000 */
  connectMs: number;
  /** From the request's start until the last byte of the answer. @default 15000 */
  totalMs: number;
  /** Largest answer body read, in bytes. @default 16 MiB */
  maxBytes: number;
}

export const DEFAULT_UPSTREAM_LIMITS: UpstreamLimits = {
  connectMs: 5_000,
  totalMs: 15_000,
  maxBytes: 16 * 1024 * 1024,
};

/** The limits, with `STORE_TIMEOUT_MS` and `STORE_MAX_BYTES` from the environment when they are set. */
export function upstreamLimitsFromEnv(env: Record<string, string | undefined>): UpstreamLimits {
  const positive = (value: string | undefined, fallback: number): number => {
    const n = Number(value);
    return value && Number.isFinite(n) && n > 0 ? n : fallback;
  };
  const totalMs = positive(env.STORE_TIMEOUT_MS, DEFAULT_UPSTREAM_LIMITS.totalMs);
  return {
    connectMs: Math.min(DEFAULT_UPSTREAM_LIMITS.connectMs, totalMs),
    totalMs,
    maxBytes: positive(env.STORE_MAX_BYTES, DEFAULT_UPSTREAM_LIMITS.maxBytes),
  };
}

export type UpstreamFailure = 'timeout' | 'too-large' | 'unreachable';

/** A request to the store that did not get a whole answer within the limits. */
export class UpstreamError extends Error {
  constructor(
    readonly reason: UpstreamFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'UpstreamError';
  }

  /** The status a proxy answers with: 504 for a store that was too slow, 502 for anything else. */
  get status(): 502 | 504 {
    return this.reason === 'timeout' ? 504 : 502;
  }
}

/** True when `error`, or what it wraps, is an UpstreamError; the error itself for the caller. */
export function upstreamFailure(error: unknown): UpstreamError | null {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof UpstreamError) return e;
    e = e instanceof Error ? e.cause : undefined;
  }
  return null;
}

export interface UpstreamAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const agents = {
  http: new HttpAgent({ keepAlive: true, maxSockets: 64 }),
  https: new HttpsAgent({ keepAlive: true, maxSockets: 64 }),
};

/**
 * One request to the store, its whole answer read into memory. Rejects with UpstreamError when the connection is
 * not made within `connectMs`, the answer is not complete within `totalMs` (or `signal` aborts), or the body
 * (announced or counted) exceeds `maxBytes`; the socket is destroyed then, so nothing more is read.
 */
export async function requestUpstream(
  url: string | URL,
  init: UpstreamInit,
  limits: UpstreamLimits = DEFAULT_UPSTREAM_LIMITS,
): Promise<UpstreamAnswer> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  if (!secure && target.protocol !== 'http:')
    throw new UpstreamError('unreachable', `Not an http(s) URL: ${target.protocol}`);
  const started = Date.now();
  try {
    return await attempt(target, init, limits);
  } catch (error) {
    // A kept-alive connection the store closed as it idled, while this request was being written to it: the store
    // never read the request (there was no answer, not a byte of one), so it is sent once more on a new connection.
    // Without this, about one render in a few hundred on a busy machine met "socket hang up" and answered 503.
    if (!(error instanceof StaleConnection)) throw error;
    const left = limits.totalMs - (Date.now() - started);
    if (left <= 0)
      throw new UpstreamError('timeout', `The store did not answer within ${limits.totalMs} ms.`);
    return attempt(
      target,
      init,
      { ...limits, totalMs: left, connectMs: Math.min(limits.connectMs, left) },
      true,
    );
  }
}

interface UpstreamInit {
  method?: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  signal?: AbortSignal;
}

/** A reused keep-alive socket that broke before any answer arrived (the store had closed it). */
class StaleConnection extends Error {}

function attempt(
  target: URL,
  init: UpstreamInit,
  limits: UpstreamLimits,
  retried = false,
): Promise<UpstreamAnswer> {
  const secure = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    let settled = false;
    const req = (secure ? httpsRequest : httpRequest)(target, {
      method: init.method ?? 'GET',
      headers: init.headers,
      agent: secure ? agents.https : agents.http,
    });
    const fail = (error: UpstreamError) => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      clearTimeout(connect);
      init.signal?.removeEventListener('abort', onAbort);
      req.destroy();
      reject(error);
    };
    const total = setTimeout(
      () => fail(new UpstreamError('timeout', `The store did not answer within ${limits.totalMs} ms.`)),
      limits.totalMs,
    );
    const connect = setTimeout(
      () => fail(new UpstreamError('timeout', `No connection to the store within ${limits.connectMs} ms.`)),
      Math.min(limits.connectMs, limits.totalMs),
    );
    const onAbort = () =>
      fail(
        new UpstreamError('timeout', 'The request to the store was aborted.', { cause: init.signal?.reason }),
      );
    if (init.signal?.aborted) return onAbort();
    init.signal?.addEventListener('abort', onAbort, { once: true });
    req.on('socket', (socket) => {
      // A kept-alive socket is already connected.
      if (!socket.connecting) clearTimeout(connect);
      else socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connect));
    });
    let answered = false;
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (
        !retried &&
        !answered &&
        req.reusedSocket &&
        (error.code === 'ECONNRESET' || error.code === 'EPIPE')
      ) {
        if (settled) return;
        settled = true;
        clearTimeout(total);
        clearTimeout(connect);
        init.signal?.removeEventListener('abort', onAbort);
        reject(new StaleConnection(error.message, { cause: error }));
        return;
      }
      fail(
        new UpstreamError('unreachable', `The store could not be reached: ${error.message}`, {
          cause: error,
        }),
      );
    });
    req.on('response', (res) => {
      answered = true;
      clearTimeout(connect);
      const announced = Number(res.headers['content-length'] ?? 0);
      if (announced > limits.maxBytes) {
        fail(new UpstreamError('too-large', `The store's answer is larger than ${limits.maxBytes} bytes.`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          chunks.length = 0;
          fail(new UpstreamError('too-large', `The store's answer is larger than ${limits.maxBytes} bytes.`));
          return;
        }
        chunks.push(chunk);
      });
      res.on('error', (error) =>
        fail(
          new UpstreamError('unreachable', `The store's answer broke off: ${error.message}`, {
            cause: error,
          }),
        ),
      );
      res.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(total);
        init.signal?.removeEventListener('abort', onAbort);
        resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) });
      });
    });
    req.end(init.body);
  });
}

function bodyOf(body: RequestInit['body']): Uint8Array | string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (body instanceof URLSearchParams) return body.toString();
  throw new TypeError('requestUpstream sends string, byte and form bodies only.');
}

/**
 * A `fetch` for the store's endpoint with the limits above: what the server renders' Relay network, the store
 * check and the sitemap call. It rejects (as fetch does on a network error) with an UpstreamError instead of
 * waiting or reading without end.
 */
export function createUpstreamFetch(limits: UpstreamLimits = DEFAULT_UPSTREAM_LIMITS) {
  return async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (input instanceof Request)
      throw new TypeError('Give the store fetch a URL and options, not a Request.');
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const body = bodyOf(init.body);
    const answer = await requestUpstream(
      input,
      {
        method: init.method ?? 'GET',
        headers,
        ...(body !== undefined ? { body } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      },
      limits,
    );
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) responseHeaders.append(name, v);
    }
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers: responseHeaders,
    });
  };
}

/** The store's `fetch` with the limits of this process's environment (STORE_TIMEOUT_MS, STORE_MAX_BYTES). */
export const fetchFromStore = createUpstreamFetch(upstreamLimitsFromEnv(process.env));
