// Fast machine-alone check: paths replayed on the machine itself; tests/model/screens/ drives the screens.
import { describe, expect, it } from 'vitest';
import { isSessionErrorMessage, sessionMachine } from '../../machines/sessionMachine';
import { createHarness, createModel } from './coverage';
import { describeModel } from './describeModel';

const model = createModel(sessionMachine, {
  inputs: { fresh: { reloadCount: 0 }, reloaded: { reloadCount: 1 } },
  events: [
    { type: 'session.error', message: 'GraphQL error: Invalid session token' },
    { type: 'session.error', message: 'Out of stock' },
  ],
});

describeModel(
  'sessionMachine',
  model,
  (paths) => {
    expect(paths).toMatchInlineSnapshot(`
      [
        "fresh: session.cart.failed → done:logout ⇒ reloading",
        "fresh: session.cart.failed → error:logout ⇒ reloading",
        "fresh: session.error {"message":"GraphQL error: Invalid session token"} ⇒ reloading",
        "reloaded: session.cart.failed ⇒ active",
        "reloaded: session.error {"message":"GraphQL error: Invalid session token"} ⇒ active",
      ]
    `);
  },
  {
    // No path reloads twice, and none reloads at all once this tab session has reloaded.
    check: ({ actions }, path) => {
      const reloads = actions.filter((a) => a.type === 'reload').length;
      expect(reloads).toBeLessThanOrEqual(path.input === 'fresh' ? 1 : 0);
    },
  },
);

describe('sessionMachine behaviour', () => {
  it('matches the two session errors by substring, in any letter case', () => {
    expect(isSessionErrorMessage('The iss do not match with this server')).toBe(true);
    expect(isSessionErrorMessage('Internal server error: INVALID SESSION TOKEN.')).toBe(true);
    expect(isSessionErrorMessage('Invalid token')).toBe(false);
  });

  it('clears storage and reloads on a session error, counting the reload in storage first', () => {
    const h = createHarness(sessionMachine, { reloadCount: 0 });
    h.actor.send({ type: 'session.error', message: 'Invalid session token' });
    expect(h.actions.map((a) => a.type)).toEqual(['clearStorage', 'recordReload', 'reload']);
    expect(h.actions[1]?.params).toEqual({ reloadCount: 1 });
    expect(h.actor.getSnapshot().status).toBe('done');
  });

  /** Regression: a real store's session errors (php-jwt's messages) were not recognised as session errors. */
  it.each([
    'Expired token',
    'Signature verification failed',
    'Wrong number of segments',
    'The iss do not match with this server',
    'Customer ID not found in the token',
  ])("resets the session on WooGraphQL's %j", (message) => {
    expect(isSessionErrorMessage(message)).toBe(true);
    const h = createHarness(sessionMachine, { reloadCount: 0 });
    h.actor.send({ type: 'session.error', message });
    expect(h.actions.map((a) => a.type)).toEqual(['clearStorage', 'recordReload', 'reload']);
  });

  it('ignores other errors', () => {
    const h = createHarness(sessionMachine, { reloadCount: 0 });
    h.actor.send({ type: 'session.error', message: 'Product not found' });
    expect(h.actions).toEqual([]);
  });

  it('on a failed cart refresh, resets the session, then logs out and reloads once', async () => {
    const h = createHarness(sessionMachine, { reloadCount: 0 });
    h.actor.send({ type: 'session.cart.failed' });
    expect(h.actions.map((a) => a.type)).toEqual(['clearStorage', 'resetSession']);
    expect(h.calls.map((c) => c.src)).toEqual(['logout']);
    await h.reject('logout');
    expect(h.actions.map((a) => a.type).slice(2)).toEqual(['recordReload', 'reload']);
  });

  it('after one reload, recovers in place instead of reloading', () => {
    const h = createHarness(sessionMachine, { reloadCount: 1 });
    h.actor.send({ type: 'session.cart.failed' });
    h.actor.send({ type: 'session.error', message: 'invalid session token' });
    expect(h.actions.map((a) => a.type)).toEqual([
      'clearStorage',
      'resetSession',
      'clearStorage',
      'resetSession',
    ]);
    expect(h.calls).toEqual([]);
    expect(h.actor.getSnapshot().value).toBe('active');
  });

  /** Regression: a session that is still broken after the reload used to reload forever. */
  it('cannot loop: page loads that keep failing reload exactly once', async () => {
    const sessionStorage = new Map<string, number>();
    let pageLoads = 0;
    for (;;) {
      pageLoads++;
      if (pageLoads > 10) throw new Error('reload loop');
      const machine = sessionMachine.provide({
        actions: {
          recordReload: (_, { reloadCount }) => void sessionStorage.set('reloadCount', reloadCount),
        },
      });
      const h = createHarness(machine, { reloadCount: sessionStorage.get('reloadCount') ?? 0 });
      // Every page load meets both failures again.
      h.actor.send({ type: 'session.error', message: 'Invalid session token' });
      if (h.actor.getSnapshot().status === 'active') h.actor.send({ type: 'session.cart.failed' });
      if (h.calls.length) await h.resolve('logout');
      if (!h.actions.some((a) => a.type === 'reload')) break;
    }
    expect(pageLoads).toBe(2);
  });
});
