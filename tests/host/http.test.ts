import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rawRequest, startHost, type HostProcess } from './helpers.ts';

let host: HostProcess;
beforeAll(async () => {
  host = await startHost({ CORS_ORIGINS: 'https://partner.example' });
});
afterAll(async () => {
  await host?.stop();
});

/** Every way of writing `../` (and the Windows separator) that a file route might decode into one. */
const ESCAPES = [
  ['encoded', '..%2f'],
  ['encoded dots', '%2e%2e%2f'],
  ['upper-case', '..%2F'],
  ['double-encoded', '..%252f'],
  ['double-encoded dots', '%252e%252e%252f'],
  ['backslash', '..%5c'],
  ['raw backslash', '..\\'],
] as const;
const up = (escape: string, depth = 8) => escape.repeat(depth);

/** The URL of the first product image on a product page, as the page links it. */
async function productImage(): Promise<string> {
  const page = await rawRequest(host.url, '/product/tote-bag');
  const src = /src="(\/(?:_image\?|images\/)[^"]+)"/.exec(page.body)?.[1];
  expect(src, 'the product page shows an image').toBeDefined();
  return src!.replaceAll('&amp;', '&');
}

describe('file routes refuse paths outside their folder', () => {
  /**
   * Regression: `GET /images/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd` answered /etc/passwd. Every file route
   * resolves the decoded path and answers 404 for anything outside its own folder.
   */
  const routes = [
    ['/images', (escape: string) => `/images/${up(escape)}etc${escape.slice(-3)}passwd`],
    ['/_image', (escape: string) => `/_image?src=/images/${up(escape)}etc${escape.slice(-3)}passwd&w=320`],
    ['/download', (escape: string) => `/download/${up(escape)}etc${escape.slice(-3)}passwd`],
    ['static assets', (escape: string) => `/assets/${up(escape)}etc${escape.slice(-3)}passwd`],
    ['static files at the root', (escape: string) => `/${up(escape)}package.json`],
  ] as const;
  for (const [route, path] of routes) {
    for (const [name, escape] of ESCAPES) {
      it(`${route}, ${name}`, async () => {
        const r = await rawRequest(host.url, path(escape));
        expect(r.body).not.toMatch(/root:.*:0:0:/);
        expect(r.body).not.toContain('"name": "storefront"');
        expect([400, 404]).toContain(r.status);
      });
    }
  }

  it('still serves what is inside: a static file and a product image', async () => {
    expect((await rawRequest(host.url, '/favicon.svg')).status).toBe(200);
    const image = await productImage();
    expect((await rawRequest(host.url, image)).status).toBe(200);
  });
});

describe('malformed requests', () => {
  /** Regression: `/products/%E0%A4%A` answered 500 (decodeURIComponent threw in the static file lookup). */
  it('malformed percent-encoding in the path is a 400', async () => {
    for (const path of ['/products/%E0%A4%A', '/%E0%A4%A', '/assets/%C0', '/images/%']) {
      const r = await rawRequest(host.url, path);
      expect(r.status, path).toBe(400);
    }
  });

  /**
   * Regression: the 1 MB limit read only Content-Length, so a chunked body of several MB (valid JSON, an
   * operation padded in `extensions`) was read, parsed and executed.
   */
  it('a chunked body over 1 MB is refused with 413', async () => {
    const { hostname, port } = new URL(host.url);
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const result = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: hostname,
          port,
          path: '/graphql',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString('utf8')));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body });
            req.destroy();
          });
        },
      );
      // The server may cut the connection while the rest is still being written: that is the point.
      req.on('error', (error: NodeJS.ErrnoException) =>
        error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
      );
      let sent = 0;
      req.write('{"query":"{ __typename }","extensions":{"pad":"');
      const pump = () => {
        while (sent < 3 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end('"}}');
      };
      pump();
    });
    expect(result.status).toBe(413);
    expect(result.body).not.toContain('__typename');
  });

  it('a body within the limit still reaches the API', async () => {
    const r = await gql<{ products: { nodes: unknown[] } }>(
      host.url,
      `{ products(first: 1) { nodes { id } } }`,
    );
    expect(r.body.data?.products.nodes).toHaveLength(1);
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Record<string, string | string[] | undefined>, what: string) => {
    const csp = String(headers['content-security-policy']);
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(csp, what).toContain("object-src 'none'");
    expect(headers['x-frame-options'], what).toBe('DENY');
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], what).toContain('camera=()');
  };

  /** Regression: responses carried no security headers at all. */
  it('are on pages, static files, images, the API, 404s and 400s', async () => {
    const image = await productImage();
    for (const path of [
      '/',
      '/product/tote-bag',
      '/favicon.svg',
      image,
      '/no-such-page',
      '/%E0%A4%A',
      '/robots.txt',
    ]) {
      expectSecurityHeaders((await rawRequest(host.url, path)).headers, path);
    }
    const api = await fetch(`${host.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expectSecurityHeaders(Object.fromEntries(api.headers), '/graphql');
    expect((await rawRequest(host.url, '/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('preloads the first tile image at high priority and leaves the modules to the loader, which starts them after it', async () => {
    const { body, headers } = await rawRequest(host.url, '/products');
    const image = /<link [^>]*rel="preload" as="image"[^>]*>/.exec(body);
    expect(image?.[0]).toContain('fetchpriority="high"');
    // No module is requested by the markup itself: no module script, no modulepreload link.
    expect(body).not.toMatch(/<script[^>]+type="module"/);
    expect(body).not.toMatch(/<link[^>]+rel="modulepreload"/);
    const list = /<script type="application\/json" id="__MODULES__">([^<]+)<\/script>/.exec(body);
    const modules = JSON.parse(list![1]!) as string[];
    // The entry first, then its imports and the route's chunks, each once and each served.
    expect(modules[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(modules.some((file) => file.includes('ProductListRoutes'))).toBe(true);
    expect(new Set(modules).size).toBe(modules.length);
    // The actor system and XState load after hydration (src/app/storefrontHost.ts), not with the page.
    expect(modules.filter((file) => /\/assets\/(actors|xstate)-/.test(file))).toEqual([]);
    for (const file of modules) expect((await fetch(`${host.url}${file}`)).status, file).toBe(200);
    // The loader waits for the page's high-priority image. The page is a kept one: its scripts run by hash.
    const loader = /<script>(\(function\(\)\{[^<]+)<\/script><\/body>/.exec(body);
    expect(loader?.[1]).toContain('img[fetchpriority="high"]');
    expect(body.indexOf('id="__MODULES__"')).toBeLessThan(body.indexOf(loader![1]!));
    const hash = createHash('sha256').update(loader![1]!, 'utf8').digest('base64');
    expect(headers['content-security-policy']).toContain(`'sha256-${hash}'`);
  });

  it('a form submitted before the page hydrated posts, and gets the same page back without its fields in any address', async () => {
    // The forms with a shopper's data say method="post": a native submit keeps the fields out of the URL and the logs.
    const page = await rawRequest(host.url, '/my-account/lost-password');
    expect(/<form[^>]*aria-labelledby="request-title"[^>]*>/.exec(page.body)?.[0]).toContain('method="post"');
    const body = 'username=someone%40example.com';
    const posted = await rawRequest(host.url, '/my-account/lost-password', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) },
      body,
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/my-account/lost-password');
    expect(posted.headers['cache-control']).toBe('no-store');
    expect(posted.body).toBe('');
    // Never to another site: a path that normalises to `//host` keeps one leading slash.
    const odd = await rawRequest(host.url, '/.//evil.example/x', { method: 'POST' });
    expect(odd.headers.location).toBe('/evil.example/x');
    // Other methods are still refused.
    expect((await rawRequest(host.url, '/my-account/lost-password', { method: 'PUT' })).status).toBe(405);
  });

  it('a request the client abandons halfway through its body is not logged as an error, and serving goes on', async () => {
    const { port } = new URL(host.url);
    await new Promise<void>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100);
      });
      socket.on('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(host.stderr()).not.toMatch(/aborted|ECONNRESET/);
    expect((await rawRequest(host.url, '/')).status).toBe(200);
  });

  // A page rendered for one response (a shared page's scripts run by hash: pageCache.test.ts).
  it("a page's scripts all carry the nonce of its Content-Security-Policy", async () => {
    const first = await rawRequest(host.url, '/cart');
    const second = await rawRequest(host.url, '/cart');
    const nonce = /'nonce-([^']+)'/.exec(String(first.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(String(second.headers['content-security-policy'])).not.toContain(nonce);
    const scripts = first.body.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) {
      if (/type="application\/(ld\+)?json"/.test(tag)) continue;
      expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it('Strict-Transport-Security when SITE_URL is https', async () => {
    // Proxy mode opens no database: a quick start that still runs the whole HTTP host.
    const secure = await startHost({
      SITE_URL: 'https://shop.example',
      GRAPHQL_URL: 'http://127.0.0.1:9/graphql',
    });
    try {
      const r = await rawRequest(secure.url, '/robots.txt');
      expect(r.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    } finally {
      await secure.stop();
    }
  });
});

describe('CORS on /graphql', () => {
  const preflight = (origin: string) =>
    rawRequest(host.url, '/graphql', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  /** Regression: /graphql answered every origin (`Access-Control-Allow-Origin` echoed any Origin). */
  it('answers the same origin and CORS_ORIGINS, and no other origin', async () => {
    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const own = await preflight(host.url.replace('127.0.0.1', 'localhost'));
    expect(own.headers['access-control-allow-origin']).toBe(host.url.replace('127.0.0.1', 'localhost'));
    const listed = await preflight('https://partner.example');
    expect(listed.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(String(listed.headers['access-control-expose-headers'])).toContain('woocommerce-session');
  });
});

describe('downloads', () => {
  /** Regression: a HEAD request (link checkers, download managers) used up one of the customer's downloads. */
  it('a HEAD request does not use up a download; a GET does', async () => {
    const login = await gql<{ login: { authToken: string } }>(
      host.url,
      `mutation { login(input: { provider: PASSWORD, credentials: { username: "demo", password: "demo1234" } }) { authToken } }`,
    );
    const auth = { authorization: `Bearer ${login.body.data!.login.authToken}` };
    const remaining = async () => {
      const r = await gql<{
        customer: { downloadableItems: { nodes: { url: string; downloadsRemaining: number }[] } };
      }>(
        host.url,
        `{ customer { downloadableItems(first: 10) { nodes { url downloadsRemaining } } } }`,
        {},
        auth,
      );
      return r.body.data!.customer.downloadableItems.nodes[0]!;
    };
    const before = await remaining();
    const path = new URL(before.url).pathname;
    for (let i = 0; i < 3; i++) {
      const head = await rawRequest(host.url, path, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers['content-disposition']).toMatch(/attachment/);
    }
    expect((await remaining()).downloadsRemaining).toBe(before.downloadsRemaining);
    expect((await rawRequest(host.url, path)).status).toBe(200);
    expect((await remaining()).downloadsRemaining).toBe(before.downloadsRemaining - 1);
  });
});

describe('run-time settings', () => {
  it('puts STRIPE_PUBLISHABLE_KEY into the page for the card field, under the page nonce', async () => {
    const host = await startHost({ STRIPE_PUBLISHABLE_KEY: 'pk_test_runtime</script>' });
    try {
      const page = await rawRequest(host.url, '/checkout');
      const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
      expect(page.body).toContain(
        `<script nonce="${nonce}">window.__STOREFRONT_CONFIG__={"stripePublishableKey":"pk_test_runtime\\u003c/script>"}</script>`,
      );
    } finally {
      await host.stop();
    }
  });
});
