import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, startApiServer, type ApiServer } from './helpers/apiServer.ts';

/** Customer meta data: what the storefront keeps on the account (its wishlist), private to its customer. */
let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

const REGISTER = `mutation ($email: String!, $username: String!, $meta: [MetaDataInput]) {
  registerCustomer(input: { email: $email, username: $username, password: "meta-pass-123", metaData: $meta }) {
    customer { databaseId }
  }
}`;
const LOGIN = `mutation ($u: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $u, password: "meta-pass-123" } }) { authToken }
}`;
const UPDATE = `mutation ($meta: [MetaDataInput]) {
  updateCustomer(input: { metaData: $meta }) { customer { metaData { key value } } }
}`;
const READ = `{ customer { metaData(key: "wishlist") { key value } all: metaData { key value } } }`;

interface Meta {
  key: string;
  value: string;
}

async function account(name: string, meta?: Meta[]): Promise<string> {
  const r = await server.gql(REGISTER, { email: `${name}@example.com`, username: name, meta });
  expect(r.body.errors).toBeUndefined();
  const login = await server.gql<{ login: { authToken: string } }>(LOGIN, { u: name });
  return login.body.data!.login.authToken;
}

describe('customer meta data', () => {
  it('is written at registration, merged by key on update, deleted by an empty value, and survives', async () => {
    const token = await account('meta-owner', [{ key: 'wishlist', value: '[12]' }]);
    const auth = authHeaders(null, token);
    const first = await server.gql<{ customer: { metaData: Meta[]; all: Meta[] } }>(READ, {}, auth);
    expect(first.body.data!.customer.metaData).toEqual([{ key: 'wishlist', value: '[12]' }]);

    const updated = await server.gql<{ updateCustomer: { customer: { metaData: Meta[] } } }>(
      UPDATE,
      {
        meta: [
          { key: 'wishlist', value: '[14,12]' },
          { key: 'newsletter', value: 'yes' },
        ],
      },
      auth,
    );
    expect(updated.body.errors).toBeUndefined();
    expect(updated.body.data!.updateCustomer.customer.metaData).toEqual([
      { key: 'wishlist', value: '[14,12]' },
      { key: 'newsletter', value: 'yes' },
    ]);

    await server.gql(UPDATE, { meta: [{ key: 'newsletter', value: '' }] }, auth);
    const again = await server.gql<{ customer: { metaData: Meta[]; all: Meta[] } }>(READ, {}, auth);
    expect(again.body.data!.customer.all).toEqual([{ key: 'wishlist', value: '[14,12]' }]);
    const [row] = await server.db.query<{ meta: Meta[] }>(
      `SELECT meta FROM customers WHERE username = 'meta-owner'`,
    );
    expect(row!.meta).toEqual([{ key: 'wishlist', value: '[14,12]' }]);
  });

  it('refuses private or malformed keys, oversized values and too many entries, writing nothing', async () => {
    const token = await account('meta-strict', [{ key: 'wishlist', value: '[1]' }]);
    const auth = authHeaders(null, token);
    const cases: [Meta[], string][] = [
      [[{ key: '_session_tokens', value: 'x' }], 'Meta data key "_session_tokens" is not allowed.'],
      [[{ key: 'a b', value: 'x' }], 'Meta data key "a b" is not allowed.'],
      [
        [{ key: 'wishlist', value: 'x'.repeat(10_001) }],
        'Meta data "wishlist" is longer than 10000 characters.',
      ],
      [
        Array.from({ length: 21 }, (_, i) => ({ key: `k${i}`, value: 'v' })),
        'At most 20 meta data entries per request.',
      ],
      [
        // A valid entry next to a bad one: the whole update is refused.
        [
          { key: 'wishlist', value: '[2]' },
          { key: '_private', value: 'x' },
        ],
        'Meta data key "_private" is not allowed.',
      ],
    ];
    for (const [meta, message] of cases) {
      const r = await server.gql(UPDATE, { meta }, auth);
      expect(r.body.errors?.[0]?.message).toBe(message);
    }
    for (let i = 0; i < 3; i++) {
      await server.gql(
        UPDATE,
        { meta: Array.from({ length: 20 }, (_, j) => ({ key: `k${i * 20 + j}`, value: 'v' })) },
        auth,
      );
    }
    const [row] = await server.db.query<{ meta: Meta[] }>(
      `SELECT meta FROM customers WHERE username = 'meta-strict'`,
    );
    expect(row!.meta).toHaveLength(41);
    expect(row!.meta[0]).toEqual({ key: 'wishlist', value: '[1]' });
  });

  it('belongs to its customer: guests cannot write it and nobody else can read it', async () => {
    const guest = await server.gql(UPDATE, { meta: [{ key: 'wishlist', value: '[3]' }] });
    expect(guest.body.errors?.[0]?.message).toBe('You must be logged in to update account details.');

    const ownerToken = await account('meta-private', [{ key: 'wishlist', value: '[5]' }]);
    const otherToken = await account('meta-other');
    const [owner] = await server.db.query<{ id: number }>(
      `SELECT id FROM customers WHERE username = 'meta-private'`,
    );
    const Q = `query ($id: ID) { customer(id: $id) { metaData { key value } } }`;
    const asOther = await server.gql<{ customer: { metaData: Meta[] } | null }>(
      Q,
      { id: Buffer.from(`customer:${owner!.id}`).toString('base64') },
      authHeaders(null, otherToken),
    );
    expect(asOther.body.data?.customer?.metaData ?? []).toEqual([]);
    const asOwner = await server.gql<{ customer: { metaData: Meta[] } }>(
      Q,
      {},
      authHeaders(null, ownerToken),
    );
    expect(asOwner.body.data!.customer.metaData).toEqual([{ key: 'wishlist', value: '[5]' }]);
  });
});
