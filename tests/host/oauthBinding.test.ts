/**
 * Regression (login CSRF): the OAuth `state` was not tied to the browser that started the login, so a link to the
 * return page with someone else's code and state logged the visitor into that someone's account. The host now keeps
 * the started login's state in a short-lived, single-use cookie and lets the return page see the code only when
 * they match (`src/server/oauthBinding.ts`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followAuthorization, startOAuthServer, type OAuthServer } from '../fixtures/oauthServer.ts';
import { rawRequest, startHost, type HostProcess } from './helpers.ts';

let provider: OAuthServer;
let host: HostProcess;
beforeAll(async () => {
  provider = await startOAuthServer();
  host = await startHost(provider.env('OAUTH2_GENERIC'));
});
afterAll(async () => {
  await host?.stop();
  await provider?.close();
});

/** A browser starting a login: the cookie it was given and the return URL the provider sends it to. */
async function startLogin(): Promise<{ cookie: string; setCookie: string; back: string }> {
  const start = await rawRequest(host.url, '/oauth/start/oauth2-generic');
  expect(start.status).toBe(302);
  const setCookie = String(start.headers['set-cookie']);
  const authorization = await followAuthorization(String(start.headers.location));
  const back = new URL(authorization.location);
  return { cookie: setCookie.split(';')[0]!, setCookie, back: back.pathname + back.search };
}

describe('social login bound to the starting browser', () => {
  it('sends the browser to the provider with a short-lived, HttpOnly cookie for /oauth/ only', async () => {
    const start = await rawRequest(host.url, '/oauth/start/oauth2-generic');
    expect(start.status).toBe(302);
    const location = new URL(String(start.headers.location));
    expect(location.origin).toBe(provider.url);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(String(start.headers['set-cookie'])).toMatch(
      /^storefront_oauth=oauth2-generic\.[\w-]{43}; Path=\/oauth\/; Max-Age=600; HttpOnly; SameSite=Lax$/,
    );
    expect((await rawRequest(host.url, '/oauth/start/facebook')).status).toBe(404);
  });

  it("refuses a return with another browser's code and state, and lets the starting browser's through once", async () => {
    const attacker = await startLogin();
    const victim = await startLogin();
    // The crafted link, opened by a browser that started no login, or another one.
    for (const cookie of [undefined, victim.cookie]) {
      const opened = await rawRequest(host.url, attacker.back, cookie ? { headers: { cookie } } : {});
      expect(opened.status).toBe(303);
      expect(opened.headers.location).toBe('/oauth/login/oauth2-generic?error=state_mismatch');
      expect(opened.body).not.toContain(new URL(attacker.back, host.url).searchParams.get('code')!);
    }
    // The browser that started it gets the page, and its cookie is deleted: the return works once.
    const own = await rawRequest(host.url, attacker.back, { headers: { cookie: attacker.cookie } });
    expect(own.status).toBe(200);
    expect(String(own.headers['set-cookie'])).toMatch(/^storefront_oauth=; Path=\/oauth\/; Max-Age=0;/);
    const page = await rawRequest(host.url, '/oauth/login/oauth2-generic?error=state_mismatch');
    expect(page.status).toBe(200);
    expect(page.body).toContain('This login was not started in this browser');
  });
});
