import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fetchFromStore } from './upstream.ts';

/**
 * Binds a social login to the browser that started it (login CSRF). A link to `/oauth/login/{provider}?code&state`
 * made from someone else's authorization would otherwise log the visitor into that someone's account.
 *
 * The login buttons lead to `/oauth/start/{provider}`: the host asks the store for a fresh authorization URL, keeps
 * a hash of its `state` in a cookie of this browser (HttpOnly, SameSite=Lax, 10 minutes, sent to `/oauth/` only) and
 * sends the browser on to the provider. When the provider sends it back, the page renders with `code` only when the
 * returned state matches the cookie; the cookie is deleted either way (single use). Any other return goes to
 * `?error=state_mismatch`, which the page words as "start again". The store's own state check (signature, expiry,
 * single use) and its PKCE still apply on top.
 */

const COOKIE = 'storefront_oauth';
const MAX_AGE_SECONDS = 600;
const START = /^\/oauth\/start\/([a-z0-9-]{1,40})$/;
const RETURN = /^\/oauth\/login\/([a-z0-9-]{1,40})$/;

/** `GITHUB` → `github`, `OAUTH2_GENERIC` → `oauth2-generic` (the return page's path segment). */
const slugOf = (provider: string): string => provider.toLowerCase().replace(/_/g, '-');

const digest = (slug: string, state: string): string =>
  `${slug}.${createHash('sha256').update(state).digest('base64url')}`;

function cookieValue(req: IncomingMessage): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return value.join('=');
  }
  return null;
}

function cookie(value: string, maxAge: number, secure: boolean): string {
  return `${COOKIE}=${value}; Path=/oauth/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const same = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

interface LoginClientsAnswer {
  data?: { loginClients?: ({ provider?: string | null; authorizationUrl?: string | null } | null)[] | null };
}

/** Where `/oauth/start/{slug}` leads: the store's authorization URL for that provider, or null. */
async function authorizationUrl(endpoint: string, siteUrl: string, slug: string): Promise<URL | null> {
  const response = await fetchFromStore(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      origin: new URL(siteUrl).origin,
    },
    body: JSON.stringify({ query: 'query OAuthStart { loginClients { provider authorizationUrl } }' }),
  });
  const answer = (await response.json().catch(() => ({}))) as LoginClientsAnswer;
  const client = answer.data?.loginClients?.find((c) => c?.provider && slugOf(c.provider) === slug);
  if (!client?.authorizationUrl) return null;
  const url = new URL(client.authorizationUrl);
  return /^https?:$/.test(url.protocol) && url.searchParams.get('state') ? url : null;
}

/**
 * Answers `/oauth/start/…` and checks `/oauth/login/…?code` returns. Resolves true when it answered the request,
 * false when the request goes on (a return page that may render; its cookie is then already cleared).
 */
export async function handleOAuthBinding(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  store: { endpoint: string; siteUrl: string },
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const secure = store.siteUrl.startsWith('https:');
  const start = START.exec(url.pathname);
  if (start) {
    const slug = start[1]!;
    let target: URL | null;
    try {
      target = await authorizationUrl(store.endpoint, store.siteUrl, slug);
    } catch {
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('The store could not be reached. Please try again in a moment.');
      return true;
    }
    if (!target) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('This login provider is not enabled.');
      return true;
    }
    res.writeHead(302, {
      location: target.toString(),
      'set-cookie': cookie(digest(slug, target.searchParams.get('state')!), MAX_AGE_SECONDS, secure),
      'cache-control': 'no-store',
    });
    res.end();
    return true;
  }
  const back = RETURN.exec(url.pathname);
  if (!back || !url.searchParams.has('code')) return false;
  const kept = cookieValue(req);
  if (kept !== null) res.setHeader('set-cookie', cookie('', 0, secure));
  const state = url.searchParams.get('state') ?? '';
  if (kept && state && same(kept, digest(back[1]!, state))) return false;
  res.writeHead(303, {
    location: `/oauth/login/${back[1]!}?error=state_mismatch`,
    'cache-control': 'no-store',
  });
  res.end();
  return true;
}
