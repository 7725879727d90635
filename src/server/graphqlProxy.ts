import type { IncomingMessage, ServerResponse } from 'node:http';
import { isCrossSiteSimplePost, readBody, refuseSimplePost, refuseTooLarge } from '../../server/http.ts';
import { requestUpstream, upstreamFailure, type UpstreamAnswer, type UpstreamLimits } from './upstream.ts';

/** The shopper's address chain: what earlier proxies reported, then the address this server saw. */
export function forwardedFor(req: IncomingMessage): string | undefined {
  const earlier = req.headers['x-forwarded-for'];
  const chain = [typeof earlier === 'string' ? earlier : '', req.socket.remoteAddress ?? '']
    .map((part) => part.trim())
    .filter(Boolean);
  return chain.length ? chain.join(', ') : undefined;
}

/**
 * Forwards `/graphql` to a real WooGraphQL endpoint, passing the session and auth headers both ways. It sends
 * `Origin: SITE_URL` (Headless Login's "Block unauthorized domains" checks it) and the shopper's address in
 * `X-Forwarded-For` (WooCommerce's geolocation and rate limits read it). A store that is too slow, or answers too
 * much, gets a GraphQL error in its place (504 or 502; `src/server/upstream.ts`).
 */
export async function proxyGraphql(
  target: string,
  siteUrl: string,
  limits: UpstreamLimits,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  // The store may run what a form from another site posts: such requests never reach it.
  if (isCrossSiteSimplePost(req)) return refuseSimplePost(res);
  const body = await readBody(req);
  if (!body) return refuseTooLarge(res);
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'accept', 'authorization', 'woocommerce-session']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  headers.origin = new URL(siteUrl).origin;
  const chain = forwardedFor(req);
  if (chain) headers['x-forwarded-for'] = chain;
  const url = new URL(target);
  if (req.method === 'GET') url.search = new URL(req.url ?? '/', 'http://x').search;
  let upstream: UpstreamAnswer;
  try {
    upstream = await requestUpstream(
      url,
      {
        method: req.method ?? 'POST',
        headers,
        ...(req.method === 'GET' ? {} : { body: new Uint8Array(body) }),
      },
      limits,
    );
  } catch (error) {
    const failure = upstreamFailure(error);
    if (!failure) throw error;
    // A GraphQL answer the storefront's network layer maps to its "try again" message.
    res.writeHead(failure.status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(
      JSON.stringify({
        errors: [
          {
            message:
              failure.reason === 'timeout'
                ? 'The store did not answer in time. Please try again in a moment.'
                : 'The store sent no usable answer. Please try again in a moment.',
            extensions: { code: failure.reason === 'timeout' ? 'STORE_TIMEOUT' : 'STORE_UNAVAILABLE' },
          },
        ],
      }),
    );
    return;
  }
  res.statusCode = upstream.status;
  for (const name of ['content-type', 'woocommerce-session']) {
    const value = upstream.headers[name];
    if (typeof value === 'string' && value) res.setHeader(name, value);
  }
  res.setHeader('Access-Control-Expose-Headers', 'woocommerce-session');
  res.end(upstream.body);
}
