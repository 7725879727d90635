// Fast machine-alone check: paths replayed on the machine itself; tests/model/screens/ drives the screens.
import type { AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { authMachine } from '../../machines/authMachine';
import {
  LOGOUT_WAIT_MS,
  REFRESH_LEAD_MS,
  REFRESH_RETRY_MS,
  type TokenGrant,
  type ViewerLoad,
} from '../../machines/authTypes';
import { createHarness, createModel, noAnswer } from './coverage';
import { describeModel } from './describeModel';

const grant: TokenGrant = { tokenExpiresIn: 300_000, customerId: 7 };
const renewed: TokenGrant = { tokenExpiresIn: 300_000, customerId: null };
const ada: ViewerLoad = { customerId: 7, wishlist: '[12,34]' };

const model = createModel(authMachine, {
  inputs: { guest: { tokenExpiresIn: null }, customer: { tokenExpiresIn: 300_000 } },
  events: [
    { type: 'auth.login', username: 'ada', password: 'correct horse' },
    { type: 'auth.register', email: 'ada@example.com', password: 'correct horse' },
    { type: 'auth.social.complete', provider: 'github', code: 'c0de', state: 's7ate' },
    { type: 'xstate.done.actor.login', output: grant },
    { type: 'xstate.done.actor.register', output: grant },
    { type: 'xstate.done.actor.loginWithProvider', output: grant },
    { type: 'xstate.done.actor.refreshToken', output: renewed },
    { type: 'xstate.error.actor.refreshToken', error: new Error('The refresh token is invalid.') },
    { type: 'xstate.error.actor.refreshToken', error: noAnswer },
    { type: 'xstate.done.actor.loadViewer', output: ada },
    { type: 'auth.refused', retried: false },
    { type: 'auth.refused', retried: true },
  ],
  // The viewer is loaded once per login: a renewed token finds it known (`hasViewer`), and only then does checkout
  // hear about the customer on request.
  abstractContext: (c) => c.viewerLoaded,
  describeEvent: (e) =>
    e.type === 'xstate.error.actor.refreshToken'
      ? e.error === noAnswer
        ? 'no answer'
        : 'refused'
      : undefined,
});

describeModel('authMachine', model, (paths) => {
  expect(paths).toMatchInlineSnapshot(`
    [
      "customer: after:refreshDue ⇒ authenticated.refreshing",
      "customer: auth.login ⇒ authenticated.active.loadingViewer",
      "customer: auth.logout → after:logoutWait ⇒ guest.idle",
      "customer: auth.logout → done:logout ⇒ guest.idle",
      "customer: auth.logout → error:logout ⇒ guest.idle",
      "customer: auth.refused {"retried":false} → done:refreshToken ⇒ authenticated.active.loadingViewer",
      "customer: auth.refused {"retried":false} → error:refreshToken (no answer) → after:refreshRetry ⇒ authenticated.refreshing",
      "customer: auth.refused {"retried":false} → error:refreshToken (refused) ⇒ guest.idle",
      "customer: auth.refused {"retried":true} → auth.login → done:login ⇒ authenticated.active.loadingViewer",
      "customer: auth.refused {"retried":true} → auth.login → error:login ⇒ guest.idle",
      "customer: auth.refused {"retried":true} → auth.register → done:register ⇒ authenticated.active.loadingViewer",
      "customer: auth.refused {"retried":true} → auth.register → error:register ⇒ guest.idle",
      "customer: auth.refused {"retried":true} → auth.social.complete → done:loginWithProvider ⇒ authenticated.active.loadingViewer",
      "customer: auth.refused {"retried":true} → auth.social.complete → error:loginWithProvider ⇒ guest.idle",
      "customer: done:loadViewer → auth.customer.request ⇒ authenticated.active.ready",
      "customer: done:loadViewer → auth.logout ⇒ loggingOut",
      "customer: done:loadViewer → auth.refused {"retried":false} → done:refreshToken ⇒ authenticated.active.ready",
      "customer: done:loadViewer → auth.refused {"retried":false} → error:refreshToken (no answer) ⇒ authenticated.waitingToRefresh",
      "customer: error:loadViewer ⇒ authenticated.active.ready",
      "guest: auth.login → auth.login ⇒ guest.loggingIn",
      "guest: auth.login → done:login → after:refreshDue ⇒ authenticated.refreshing",
      "guest: auth.login → done:login → auth.logout → after:logoutWait ⇒ guest.idle",
      "guest: auth.login → done:login → auth.logout → done:logout ⇒ guest.idle",
      "guest: auth.login → done:login → auth.logout → error:logout ⇒ guest.idle",
      "guest: auth.login → done:login → auth.refused {"retried":false} → done:refreshToken ⇒ authenticated.active.loadingViewer",
      "guest: auth.login → done:login → auth.refused {"retried":false} → error:refreshToken (no answer) → after:refreshRetry ⇒ authenticated.refreshing",
      "guest: auth.login → done:login → auth.refused {"retried":false} → error:refreshToken (refused) ⇒ guest.idle",
      "guest: auth.login → done:login → auth.refused {"retried":true} ⇒ guest.idle",
      "guest: auth.login → done:login → done:loadViewer → auth.customer.request ⇒ authenticated.active.ready",
      "guest: auth.login → done:login → done:loadViewer → auth.logout ⇒ loggingOut",
      "guest: auth.login → done:login → done:loadViewer → auth.refused {"retried":false} → done:refreshToken ⇒ authenticated.active.ready",
      "guest: auth.login → done:login → done:loadViewer → auth.refused {"retried":false} → error:refreshToken (no answer) ⇒ authenticated.waitingToRefresh",
      "guest: auth.login → done:login → error:loadViewer ⇒ authenticated.active.ready",
      "guest: auth.login → error:login ⇒ guest.idle",
      "guest: auth.register → done:register ⇒ authenticated.active.loadingViewer",
      "guest: auth.register → error:register ⇒ guest.idle",
      "guest: auth.social.complete → done:loginWithProvider ⇒ authenticated.active.loadingViewer",
      "guest: auth.social.complete → error:loginWithProvider ⇒ guest.idle",
    ]
  `);
});

const guest = () => createHarness(authMachine, { tokenExpiresIn: null });
const told = (h: { sent: Array<{ to: string; event: { type: string } }> }) =>
  h.sent.map(({ to, event }) => `${to} ${event.type}`);

describe('authMachine behaviour', () => {
  it("shows 'Logging you in...' while logging in, then refreshes the cart and adopts the customer's wishlist", async () => {
    const h = guest();
    h.actor.send({ type: 'auth.login', username: 'ada', password: 'correct horse' });
    const pending = h.actor.getSnapshot();
    expect(pending.hasTag('loggingIn') && pending.hasTag('busy')).toBe(true);
    expect(h.calls[0]?.input).toEqual({ username: 'ada', password: 'correct horse' });
    await h.resolve('login', grant);
    expect(h.actor.getSnapshot().value).toEqual({ authenticated: { active: 'loadingViewer' } });
    expect(h.sent).toEqual([
      { to: 'wishlist', event: { type: 'wishlist.adopt', customerId: 7 } },
      { to: 'cart', event: { type: 'cart.refresh' } },
    ]);
    // Screen-reader users hear that the login worked.
    expect(h.actions.map((a) => a.type)).toContain('announceLogin');
  });

  it('loads the viewer once per login, then hands the wishlist the list kept on the account and tells checkout', async () => {
    const h = guest();
    h.actor.send({ type: 'auth.login', username: 'ada', password: 'correct horse' });
    await h.resolve('login', grant);
    expect(h.calls.map((c) => c.src)).toEqual(['login', 'loadViewer']);
    await h.resolve('loadViewer', ada);
    expect(h.actor.getSnapshot().value).toEqual({ authenticated: { active: 'ready' } });
    // The viewer itself stays in the app's store: the machine keeps only that it has been loaded.
    expect(h.actor.getSnapshot().context.viewerLoaded).toBe(true);
    expect(Object.keys(h.actor.getSnapshot().context).sort()).toEqual([
      'customerId',
      'error',
      'replyTo',
      'tokenExpiresIn',
      'viewerLoaded',
    ]);
    expect(h.sent.slice(2)).toEqual([
      { to: 'wishlist', event: { type: 'wishlist.reconcile', customerId: 7, stored: '[12,34]' } },
      { to: 'checkout', event: { type: 'checkout.customer.known' } },
    ]);
    // A renewed token keeps the viewer: it is not loaded again.
    h.actor.send({ type: 'auth.refused', retried: false });
    await h.resolve('refreshToken', renewed);
    expect(h.actor.getSnapshot().value).toEqual({ authenticated: { active: 'ready' } });
    expect(h.calls.map((c) => c.src)).toEqual(['login', 'loadViewer', 'refreshToken']);
  });

  it('tells checkout about the customer when it asks, once the viewer is known', async () => {
    const h = createHarness(authMachine, { tokenExpiresIn: 300_000 });
    h.actor.send({ type: 'auth.customer.request' });
    expect(told(h)).toEqual([]);
    await h.resolve('loadViewer', ada);
    h.actor.send({ type: 'auth.customer.request' });
    expect(told(h).filter((t) => t.startsWith('checkout'))).toEqual([
      'checkout checkout.customer.known',
      'checkout checkout.customer.known',
    ]);
  });

  it('keeps the generic avatar when the viewer does not load, and tells checkout nothing', async () => {
    const h = createHarness(authMachine, { tokenExpiresIn: 300_000 });
    await h.reject('loadViewer');
    h.actor.send({ type: 'auth.customer.request' });
    expect(h.actor.getSnapshot().value).toEqual({ authenticated: { active: 'ready' } });
    expect(h.actor.getSnapshot().context.viewerLoaded).toBe(false);
    expect(told(h)).toEqual([]);
  });

  it('answers the actor that asked for the login (checkout logging in its new account), once', async () => {
    const h = guest();
    const checkout = h.actor.system.get('checkout') as AnyActorRef;
    h.actor.send({ type: 'auth.login', username: 'ada', password: 'nope', replyTo: checkout });
    await h.reject('login', new Error('Incorrect password. Please try again.'));
    h.actor.send({ type: 'auth.login', username: 'ada', password: 'correct horse', replyTo: checkout });
    await h.resolve('login', grant);
    // A later login nobody waits for answers nobody.
    h.actor.send({ type: 'auth.logout' });
    await h.resolve('logout');
    h.actor.send({ type: 'auth.login', username: 'ada', password: 'correct horse' });
    await h.resolve('login', grant);
    expect(h.sent.filter((m) => m.to === 'checkout').map((m) => m.event)).toEqual([
      { type: 'auth.reply.failed', message: 'Incorrect password. Please try again.' },
      { type: 'auth.reply.loggedIn' },
    ]);
    expect(h.actor.getSnapshot().context.replyTo).toBeNull();
  });

  it('answers at once a login it cannot take: one is under way, or someone is logged in', async () => {
    const h = guest();
    const checkout = h.actor.system.get('checkout') as AnyActorRef;
    h.actor.send({ type: 'auth.login', username: 'ada', password: 'correct horse' });
    h.actor.send({ type: 'auth.login', username: 'bob', password: 'other', replyTo: checkout });
    expect(h.actor.getSnapshot().matches({ guest: 'loggingIn' })).toBe(true);
    await h.resolve('login', grant);
    h.actor.send({ type: 'auth.login', username: 'bob', password: 'other', replyTo: checkout });
    expect(h.actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(h.sent.filter((m) => m.to === 'checkout').map((m) => m.event)).toEqual([
      { type: 'auth.reply.failed', message: '' },
      { type: 'auth.reply.failed', message: '' },
    ]);
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
    const refreshes = () => h.calls.filter((c) => c.src === 'refreshToken').length;
    h.clock.advance(300_000 - REFRESH_LEAD_MS - 1);
    expect(refreshes()).toBe(0);
    h.clock.advance(1);
    expect(refreshes()).toBe(1);
    await h.resolve('refreshToken', { tokenExpiresIn: 120_000, customerId: null });
    h.clock.advance(120_000 - REFRESH_LEAD_MS);
    expect(refreshes()).toBe(2);
  });

  it('refreshes at once a token that is about to expire, before loading the viewer with it', async () => {
    const h = createHarness(authMachine, { tokenExpiresIn: 5_000 });
    h.clock.advance(0);
    expect(h.calls.map((c) => c.src)).toEqual(['loadViewer', 'refreshToken']);
    // The viewer load under way with the old token is dropped, and asked for again with the new one.
    await h.resolve('refreshToken', renewed);
    expect(h.calls.map((c) => c.src)).toEqual(['loadViewer', 'refreshToken', 'loadViewer']);
  });

  it('logs out locally when the store does not answer the logout within LOGOUT_WAIT_MS', async () => {
    const h = createHarness(authMachine, { tokenExpiresIn: 300_000 });
    h.actor.send({ type: 'auth.logout' });
    h.clock.advance(LOGOUT_WAIT_MS - 1);
    expect(h.actor.getSnapshot().value).toBe('loggingOut');
    h.clock.advance(1);
    await h.flush();
    expect(h.actor.getSnapshot().value).toEqual({ guest: 'idle' });
    // As after the store's answer: tokens, cart and customer cleared, the page moved on and the logout announced.
    expect(h.actions.map((a) => a.type)).toEqual([
      'clearCookies',
      'clearCustomer',
      'navigateAfterLogout',
      'announceLogout',
    ]);
    expect(told(h)).toEqual(['cart cart.clear', 'wishlist wishlist.release']);
    // The store's late answer changes nothing.
    await h.resolve('logout', undefined);
    expect(h.actor.getSnapshot().value).toEqual({ guest: 'idle' });
  });

  it('logs out locally when the refresh token is refused', async () => {
    const h = createHarness(authMachine, { tokenExpiresIn: 0 });
    h.clock.advance(0);
    await h.reject('refreshToken');
    expect(h.actor.getSnapshot().value).toEqual({ guest: 'idle' });
    expect(h.actions.map((a) => a.type)).toEqual(['clearCookies', 'clearCustomer']);
    expect(told(h)).toEqual(['cart cart.clear', 'wishlist wishlist.release']);
    expect(h.actor.getSnapshot().context.tokenExpiresIn).toBeNull();
    expect(h.actor.getSnapshot().context.error?.code).toBe('sessionExpired');
  });

  /**
   * Regression: a renewal cancelled because the shopper left the page (or lost the connection) counted as a refused
   * refresh token, and the customer was logged out.
   */
  it('keeps the login when a renewal gets no answer, and renews again REFRESH_RETRY_MS later', async () => {
    const h = createHarness(authMachine, { tokenExpiresIn: 0 });
    h.clock.advance(0);
    await h.reject('refreshToken', noAnswer);
    expect(h.actor.getSnapshot().value).toEqual({ authenticated: 'waitingToRefresh' });
    expect(h.actions).toEqual([]);
    expect(h.sent).toEqual([]);
    expect(h.actor.getSnapshot().context.error).toBeNull();
    const refreshes = () => h.calls.filter((c) => c.src === 'refreshToken').length;
    h.clock.advance(REFRESH_RETRY_MS - 1);
    expect(refreshes()).toBe(1);
    h.clock.advance(1);
    expect(refreshes()).toBe(2);
    await h.resolve('refreshToken', renewed);
    expect(h.actor.getSnapshot().matches({ authenticated: 'active' })).toBe(true);
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
    expect(h.calls.filter((c) => c.src === 'refreshToken')).toHaveLength(1);
    await h.resolve('refreshToken', renewed);
    expect(h.actor.getSnapshot().matches({ authenticated: 'active' })).toBe(true);
    h.actor.send({ type: 'auth.refused', retried: true });
    expect(h.actor.getSnapshot().value).toEqual({ guest: 'idle' });
    expect(h.actions.map((a) => a.type)).toEqual(['clearCookies', 'clearCustomer']);
    expect(told(h)).toEqual(['cart cart.clear', 'wishlist wishlist.release']);
    expect(h.actor.getSnapshot().context.error?.code).toBe('sessionExpired');
    expect(h.actor.getSnapshot().context.tokenExpiresIn).toBeNull();
  });

  it('logout clears cart, cookies, customer and wishlist and leaves the account, even if the server call fails', async () => {
    for (const settle of ['resolve', 'reject'] as const) {
      const h = createHarness(authMachine, { tokenExpiresIn: 300_000 });
      await h.resolve('loadViewer', ada);
      h.actor.send({ type: 'auth.logout' });
      expect(h.actor.getSnapshot().hasTag('busy')).toBe(true);
      await h[settle]('logout');
      expect(h.actor.getSnapshot().value).toEqual({ guest: 'idle' });
      expect(h.actor.getSnapshot().context).toMatchObject({
        tokenExpiresIn: null,
        viewerLoaded: false,
        customerId: null,
      });
      expect(h.actions.map((a) => a.type)).toEqual([
        'clearCookies',
        'clearCustomer',
        'navigateAfterLogout',
        'announceLogout',
      ]);
      expect(told(h).slice(-2)).toEqual(['cart cart.clear', 'wishlist wishlist.release']);
      h.clock.advance(600_000);
      expect(h.calls.map((c) => c.src)).toEqual(['loadViewer', 'logout']);
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
