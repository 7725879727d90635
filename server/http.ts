import type { IncomingMessage, ServerResponse } from 'node:http';

/** Largest request body `/graphql` reads (JSON operations are a few KB; uploads are not part of the API). */
export const MAX_BODY_BYTES = 1_000_000;

/**
 * Reads a request body of at most `limit` bytes, counting the bytes that arrive (a chunked body has no
 * Content-Length, and a Content-Length may lie). Resolves null, having stopped reading, when it is larger.
 */
export function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer | null> {
  if (Number(req.headers['content-length'] ?? 0) > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
        return;
      }
      // Paused, not destroyed: the socket must stay open for the 413 answer.
      stop();
      req.pause();
      resolve(null);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** How long the rest of a refused body is discarded before the connection is cut. */
const LINGER_MS = 2_000;

/**
 * Answers 413. The rest of the body is discarded, never kept, and the connection is cut if it has not ended
 * after LINGER_MS. Not at once: closing a socket with unread data makes the kernel reset it, and the client
 * would lose the 413 it has not read yet (Node closes at once after a `Connection: close` answer).
 */
export function refuseTooLarge(res: ServerResponse): void {
  res
    .writeHead(413, { 'content-type': 'application/json; charset=utf-8' })
    .end(JSON.stringify({ errors: [{ message: 'Request too large.' }] }));
  const req = res.req;
  if (req.complete) return;
  req.resume();
  const cut = setTimeout(() => req.socket.destroy(), LINGER_MS);
  cut.unref();
  req.once('end', () => clearTimeout(cut));
}

/** `decodeURIComponent` that answers null for malformed percent-encoding instead of throwing. */
export function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** The body types a browser sends from any site without asking first (CORS "simple" requests; no preflight). */
const SIMPLE_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/**
 * True for a `/graphql` request another site's page could have made the shopper's browser send without a CORS
 * preflight: a POST without a body type, or with a form or plain-text one. Such a request runs before any CORS check
 * could stop it (a form posted from another site sent a password-reset e-mail), so it is refused, as graphql-yoga's
 * and Apollo's CSRF prevention do. The storefront always sends `application/json`.
 */
export function isCrossSiteSimplePost(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return !type || SIMPLE_TYPES.has(type);
}

/** Answers 415 to a request `isCrossSiteSimplePost` refuses, as a GraphQL error, without reading its body. */
export function refuseSimplePost(res: ServerResponse): void {
  res.writeHead(415, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(
    JSON.stringify({
      errors: [
        {
          message: 'GraphQL requests must be sent as application/json.',
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    }),
  );
  const req = res.req;
  if (!req.complete) req.resume();
}
