import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../server/api.ts';
import { startApiServer, type ApiServer } from './helpers/apiServer.ts';

/** A store started without STRIPE_* and OAUTH_* variables (its own database: the shared one has both). */
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer({ env: {} });
});
afterAll(async () => {
  await server.close();
});

describe('a store without Stripe and social login', () => {
  it('offers cod and bacs only and explains that Stripe is not configured', async () => {
    const r = await server.gql<{
      paymentGateways: { nodes: { id: string }[] };
      stripePaymentIntent: { error: string; id: string | null };
    }>(
      `{ paymentGateways { nodes { id title description } } stripePaymentIntent { amount currency clientSecret error id } }`,
    );
    expect(r.body.data!.paymentGateways.nodes.map((g) => g.id)).toEqual(['cod', 'bacs']);
    expect(r.body.data!.stripePaymentIntent).toMatchObject({
      error: 'Stripe is not configured on this store.',
      id: null,
    });
  });

  it('lists no login clients and refuses OAuth logins', async () => {
    const clients = await server.gql<{ loginClients: unknown[] }>(`{ loginClients { name provider } }`);
    expect(clients.body.data!.loginClients).toEqual([]);
    const r = await server.gql(
      `mutation { login(input: { provider: GITHUB, oauthResponse: { code: "x", state: "y" } }) { authToken } }`,
    );
    expect(r.body.errors?.[0]?.message).toBe('The GITHUB login provider is not enabled.');
  });
});

describe('configuration errors', () => {
  it('stops at start-up on an unknown provider or a missing setting, before opening the database', async () => {
    await expect(
      createApi({ siteUrl: 'http://localhost', env: { OAUTH_PROVIDERS: 'myspace' } }),
    ).rejects.toThrow('OAUTH_PROVIDERS: unknown provider "myspace"');
    await expect(
      createApi({
        siteUrl: 'http://localhost',
        env: {
          OAUTH_PROVIDERS: 'oauth2_generic',
          OAUTH_OAUTH2_GENERIC_CLIENT_ID: 'id',
          OAUTH_OAUTH2_GENERIC_CLIENT_SECRET: 's',
        },
      }),
    ).rejects.toThrow(
      'OAUTH_OAUTH2_GENERIC_AUTHORIZE_URL must be set when OAUTH_PROVIDERS includes oauth2_generic.',
    );
  });
});
