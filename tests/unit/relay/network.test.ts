import type { RequestParameters } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { createFetchFunction, type SentRequest } from '../../../src/relay/environment';
import { createSessionTokenGate } from '../../../src/relay/sessionToken';

const params = (name: string, operationKind: 'query' | 'mutation' = 'query') =>
  ({
    name,
    operationKind,
    text: `${operationKind} ${name} { x }`,
    id: null,
    cacheID: name,
    metadata: {},
  }) as RequestParameters;

function run(
  fetchFn: ReturnType<typeof createFetchFunction>,
  name: string,
  kind: 'query' | 'mutation' = 'query',
) {
  return new Promise<unknown>((resolve, reject) => {
    const observable = fetchFn(params(name, kind), {}, {}, null);
    if (!observable || !('subscribe' in observable)) throw new Error('no observable');
    observable.subscribe({ next: resolve, error: reject });
  });
}

describe('network: a refused auth token', () => {
  /**
   * Regression: Headless Login answers an expired or invalid token with HTTP 403, which failed every request
   * (and then reset the session) instead of renewing the token once and carrying on.
   */
  it('renews the token once and retries, then retries as a guest when the renewed token is refused too', async () => {
    const seen: (string | null)[] = [];
    let token: string | null = 'old';
    const refusals: [string, boolean][] = [];
    const fetchFn = createFetchFunction({
      endpoint: '/graphql',
      getAuthToken: () => token,
      onAuthRefused: (refused, retried) => {
        refusals.push([refused, retried]);
        token = retried ? null : 'renewed';
        return Promise.resolve();
      },
      fetch: (_url, init) => {
        const auth = (init?.headers as Record<string, string>).Authorization ?? null;
        seen.push(auth);
        const status = auth ? 403 : 200;
        return Promise.resolve(new Response(JSON.stringify({ data: { x: auth } }), { status }));
      },
    });
    await expect(run(fetchFn, 'CartQuery')).resolves.toEqual({ data: { x: null } });
    expect(seen).toEqual(['Bearer old', 'Bearer renewed', null]);
    expect(refusals).toEqual([
      ['old', false],
      ['renewed', true],
    ]);
  });

  it('sends no auth token with login and refresh', async () => {
    const seen: (string | undefined)[] = [];
    const fetchFn = createFetchFunction({
      endpoint: '/graphql',
      getAuthToken: () => 'tok',
      fetch: (_url, init) => {
        seen.push((init?.headers as Record<string, string>).Authorization);
        return Promise.resolve(new Response(JSON.stringify({ data: {} })));
      },
    });
    await run(fetchFn, 'LoginMutation', 'mutation');
    await run(fetchFn, 'RefreshTokenMutation', 'mutation');
    await run(fetchFn, 'CartQuery');
    expect(seen).toEqual([undefined, undefined, 'Bearer tok']);
  });

  it('sends the extra headers (the server render’s Origin and X-Forwarded-For)', async () => {
    let headers: Record<string, string> = {};
    const fetchFn = createFetchFunction({
      endpoint: '/graphql',
      headers: { Origin: 'https://shop.example', 'X-Forwarded-For': '203.0.113.9' },
      fetch: (_url, init) => {
        headers = init?.headers as Record<string, string>;
        return Promise.resolve(new Response(JSON.stringify({ data: {} })));
      },
    });
    await run(fetchFn, 'CartQuery');
    expect(headers).toMatchObject({ Origin: 'https://shop.example', 'X-Forwarded-For': '203.0.113.9' });
  });
});

describe('session token gate', () => {
  const sent = (sequence: number, sessionToken: string | null, kind: SentRequest['kind']): SentRequest => ({
    sequence,
    sessionToken,
    kind,
  });

  /**
   * Regression: the last response to arrive set the session token, so a session-less request answered after the
   * first cart change swapped in a new, empty session (the cart vanished).
   */
  it('keeps the newest token by the order requests were sent, and an empty new session never replaces one', () => {
    const gate = createSessionTokenGate();
    // A prefetch without a token (1) and the first add to cart (2) are in flight; the cart's answer comes first.
    expect(gate.accept(sent(2, null, 'mutation'), null)).toBe(true);
    expect(gate.accept(sent(1, null, 'query'), 'cart-token')).toBe(false);
    // A later request with the token renews it; an older one cannot.
    expect(gate.accept(sent(4, 'cart-token', 'query'), 'cart-token')).toBe(true);
    expect(gate.accept(sent(3, 'cart-token', 'mutation'), 'renewed')).toBe(false);
  });

  it('lets an earlier cart change replace a session-less query’s empty session', () => {
    const gate = createSessionTokenGate();
    expect(gate.accept(sent(3, null, 'query'), null)).toBe(true);
    expect(gate.accept(sent(2, null, 'mutation'), 'empty')).toBe(true);
  });

  it('ignores answers to requests sent before a pin (login, logout)', () => {
    const gate = createSessionTokenGate();
    gate.pin(10);
    expect(gate.accept(sent(9, 'guest', 'mutation'), 'customer')).toBe(false);
    expect(gate.accept(sent(11, 'customer', 'query'), 'customer')).toBe(true);
  });
});
