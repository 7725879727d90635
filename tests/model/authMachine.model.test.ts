import { describe, expect, it } from 'vitest';
import { authMachine } from '../../machines/authMachine';
import { REFRESH_LEAD_MS } from '../../machines/authTypes';
import { coverageReport, createHarness, createModel } from './coverage';

const grant = { tokenExpiresIn: 300_000 };

const model = createModel(authMachine, {
  inputs: { guest: { tokenExpiresIn: null }, customer: { tokenExpiresIn: 300_000 } },
  events: [
    { type: 'auth.login', username: 'ada', password: 'correct horse' },
    { type: 'auth.register', email: 'ada@example.com', password: 'correct horse' },
    { type: 'auth.social.complete', provider: 'github', code: 'c0de', state: 's7ate' },
    { type: 'xstate.done.actor.login', output: grant },
    { type: 'xstate.done.actor.register', output: grant },
    { type: 'xstate.done.actor.loginWithProvider', output: grant },
    { type: 'xstate.done.actor.refreshToken', output: grant },
    { type: 'auth.refused', retried: false },
    { type: 'auth.refused', retried: true },
  ],
});

describe('authMachine model', () => {
  it('pins the path list', () => {
    expect(model.paths.map((p) => p.description)).toMatchInlineSnapshot(`
      [
        "customer: after:refreshDue ⇒ authenticated.refreshing",
        "customer: auth.logout → done:logout ⇒ guest.idle",
        "customer: auth.logout → error:logout ⇒ guest.idle",
        "customer: auth.refused {"retried":false} → done:refreshToken ⇒ authenticated.active",
        "customer: auth.refused {"retried":false} → error:refreshToken ⇒ guest.idle",
        "customer: auth.refused {"retried":true} → auth.login → done:login ⇒ authenticated.active",
        "customer: auth.refused {"retried":true} → auth.login → error:login ⇒ guest.idle",
        "customer: auth.refused {"retried":true} → auth.register → done:register ⇒ authenticated.active",
        "customer: auth.refused {"retried":true} → auth.register → error:register ⇒ guest.idle",
        "customer: auth.refused {"retried":true} → auth.social.complete → done:loginWithProvider ⇒ authenticated.active",
        "customer: auth.refused {"retried":true} → auth.social.complete → error:loginWithProvider ⇒ guest.idle",
        "guest: auth.login → done:login → after:refreshDue ⇒ authenticated.refreshing",
        "guest: auth.login → done:login → auth.logout → done:logout ⇒ guest.idle",
        "guest: auth.login → done:login → auth.logout → error:logout ⇒ guest.idle",
        "guest: auth.login → done:login → auth.refused {"retried":false} → done:refreshToken ⇒ authenticated.active",
        "guest: auth.login → done:login → auth.refused {"retried":false} → error:refreshToken ⇒ guest.idle",
        "guest: auth.login → done:login → auth.refused {"retried":true} ⇒ guest.idle",
        "guest: auth.login → error:login ⇒ guest.idle",
        "guest: auth.register → done:register ⇒ authenticated.active",
        "guest: auth.register → error:register ⇒ guest.idle",
        "guest: auth.social.complete → done:loginWithProvider ⇒ authenticated.active",
        "guest: auth.social.complete → error:loginWithProvider ⇒ guest.idle",
      ]
    `);
  });

  for (const path of model.paths) {
    it(path.description, async () => {
      await model.run(path);
    });
  }

  it(`covers ${model.transitions.length}/${model.transitions.length} transitions`, async () => {
    const { summary, uncovered } = coverageReport(model, await model.runAll());
    expect(uncovered).toEqual([]);
    expect(summary).toBe(`${model.transitions.length}/${model.transitions.length}`);
  });
});

const guest = () => createHarness(authMachine, { tokenExpiresIn: null });

describe('authMachine behaviour', () => {
  it("shows 'Logging you in...' while logging in, then refreshes the cart", async () => {
    const h = guest();
    h.actor.send({ type: 'auth.login', username: 'ada', password: 'correct horse' });
    const pending = h.actor.getSnapshot();
    expect(pending.hasTag('loggingIn') && pending.hasTag('busy')).toBe(true);
    expect(h.calls[0]?.input).toEqual({ username: 'ada', password: 'correct horse' });
    await h.resolve('login', grant);
    expect(h.actor.getSnapshot().value).toEqual({ authenticated: 'active' });
    expect(h.actions.map((a) => a.type)).toContain('refreshCart');
    // Screen-reader users hear that the login worked.
    expect(h.actions.map((a) => a.type)).toContain('announceLogin');
  });

  it.each([
    ['No account found with that username. Sign up for a new account.', 'unknownUser'],
    ['Incorrect password. Please try again.', 'incorrectPassword'],
    ['invalid_username', 'unknownUser'],
    ['Too many failed login attempts. Please try again in 15 minutes.', 'generic'],
  ])('maps the login error %j to the code %s', async (message, code) => {
    const h = guest();
    h.actor.send({ type: 'auth.login', username: 'ada', password: 'nope' });
    await h.reject('login', new Error(message));
    expect(h.actor.getSnapshot().value).toEqual({ guest: 'idle' });
    expect(h.actor.getSnapshot().context.error).toEqual({ code, message });
  });

  it('clears the previous error when the next attempt starts', async () => {
    const h = guest();
    h.actor.send({ type: 'auth.login', username: 'ada', password: 'nope' });
    await h.reject('login', new Error('Incorrect password. Please try again.'));
    h.actor.send({ type: 'auth.login', username: 'ada', password: 'correct horse' });
    expect(h.actor.getSnapshot().context.error).toBeNull();
  });

  it('refreshes the token REFRESH_LEAD_MS before it expires, again after each refresh', async () => {
    const h = createHarness(authMachine, { tokenExpiresIn: 300_000 });
    h.clock.advance(300_000 - REFRESH_LEAD_MS - 1);
    expect(h.calls).toEqual([]);
    h.clock.advance(1);
    expect(h.calls.map((c) => c.src)).toEqual(['refreshToken']);
    await h.resolve('refreshToken', { tokenExpiresIn: 120_000 });
    h.clock.advance(120_000 - REFRESH_LEAD_MS);
    expect(h.calls.map((c) => c.src)).toEqual(['refreshToken', 'refreshToken']);
  });

  it('refreshes at once a token that is about to expire', () => {
    const h = createHarness(authMachine, { tokenExpiresIn: 5_000 });
    h.clock.advance(0);
    expect(h.calls.map((c) => c.src)).toEqual(['refreshToken']);
  });

  it('logs out locally when the refresh token is refused', async () => {
    const h = createHarness(authMachine, { tokenExpiresIn: 0 });
    h.clock.advance(0);
    await h.reject('refreshToken');
    expect(h.actor.getSnapshot().value).toEqual({ guest: 'idle' });
    expect(h.actions.map((a) => a.type)).toEqual(['clearCart', 'clearCookies', 'clearCustomer']);
    expect(h.actor.getSnapshot().context.tokenExpiresIn).toBeNull();
    expect(h.actor.getSnapshot().context.error?.code).toBe('sessionExpired');
  });

  /**
   * Regression: a token the store refused (HTTP 403, as Headless Login answers an expired one) failed every
   * request until the session reset logged the customer out without a word.
   */
  it('renews a refused token once, and continues as a guest with a message when it is refused again', async () => {
    const h = createHarness(authMachine, { tokenExpiresIn: 300_000 });
    h.actor.send({ type: 'auth.refused', retried: false });
    expect(h.actor.getSnapshot().value).toEqual({ authenticated: 'refreshing' });
    // Refusals of other requests while renewing start nothing more.
    h.actor.send({ type: 'auth.refused', retried: false });
    expect(h.calls.map((c) => c.src)).toEqual(['refreshToken']);
    await h.resolve('refreshToken', grant);
    expect(h.actor.getSnapshot().value).toEqual({ authenticated: 'active' });
    h.actor.send({ type: 'auth.refused', retried: true });
    expect(h.actor.getSnapshot().value).toEqual({ guest: 'idle' });
    expect(h.actions.map((a) => a.type)).toEqual(['clearCart', 'clearCookies', 'clearCustomer']);
    expect(h.actor.getSnapshot().context.error?.code).toBe('sessionExpired');
    expect(h.actor.getSnapshot().context.tokenExpiresIn).toBeNull();
  });

  it('logout clears cart, cookies and customer and leaves the account, even if the server call fails', async () => {
    for (const settle of ['resolve', 'reject'] as const) {
      const h = createHarness(authMachine, { tokenExpiresIn: 300_000 });
      h.actor.send({ type: 'auth.logout' });
      expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
      await h[settle]('logout');
      expect(h.actor.getSnapshot().value).toEqual({ guest: 'idle' });
      expect(h.actor.getSnapshot().context.tokenExpiresIn).toBeNull();
      expect(h.actions.map((a) => a.type)).toEqual([
        'clearCart',
        'clearCookies',
        'clearCustomer',
        'navigateAfterLogout',
        'announceLogout',
      ]);
      h.clock.advance(600_000);
      expect(h.calls.map((c) => c.src)).toEqual(['logout']);
    }
  });

  it('completes a social login from the return page', async () => {
    const h = guest();
    h.actor.send({ type: 'auth.social.complete', provider: 'github', code: 'c0de', state: 's7ate' });
    expect(h.calls[0]?.input).toEqual({ provider: 'github', code: 'c0de', state: 's7ate' });
    await h.resolve('loginWithProvider', grant);
    expect(h.actor.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('reports a provider login that yields no customer', async () => {
    const h = guest();
    h.actor.send({ type: 'auth.social.complete', provider: 'github', code: 'c0de', state: 's7ate' });
    await h.reject('loginWithProvider', Object.assign(new Error('No viewer'), { code: 'NO_VIEWER' }));
    expect(h.actor.getSnapshot().context.error?.code).toBe('noViewer');
  });

  it('registers and logs the new customer in', async () => {
    const h = guest();
    h.actor.send({
      type: 'auth.register',
      email: 'ada@example.com',
      password: 'correct horse',
      username: 'ada',
    });
    expect(h.calls[0]?.input).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      username: 'ada',
    });
    await h.resolve('register', grant);
    expect(h.actor.getSnapshot().matches('authenticated')).toBe(true);
  });
});
