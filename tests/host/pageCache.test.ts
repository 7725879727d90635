/**
 * Regression: every anonymous page was rendered afresh for every request (`Cache-Control: no-cache`,
 * `Vary: Cookie`): about 7 pages/s, and a crowd on one product page timed out. Shared pages are now kept per URL and
 * locale, served with a fresh CSP nonce each time, marked for CDNs, and dropped when the catalogue changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rawRequest, startHost, type HostProcess } from './helpers.ts';

let host: HostProcess;
beforeAll(async () => {
  host = await startHost();
});
afterAll(async () => {
  await host?.stop();
});

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

describe('shared page cache', () => {
  it('serves a product page again from the cache, with its own nonce and CDN headers', async () => {
    const first = await rawRequest(host.url, '/product/tote-bag');
    const second = await rawRequest(host.url, '/product/tote-bag');
    expect(first.status).toBe(200);
    expect(second.headers['x-page-cache']).toBe('fresh');
    expect(second.headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(String(second.headers.vary)).not.toMatch(/cookie/i);
    const [a, b] = [
      nonceOf(first.headers['content-security-policy']),
      nonceOf(second.headers['content-security-policy']),
    ];
    expect(a).toBeDefined();
    expect(a).not.toBe(b);
    // Every script of the kept page that runs carries this response's nonce, and no other (data blocks need none).
    const scripts = (second.body.match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !/type="application\/(?:ld\+)?json"/.test(tag),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${b}"`);
    expect(second.body).not.toContain(`nonce="${a}"`);
    expect(second.body.replaceAll(b!, '')).toBe(first.body.replaceAll(a!, ''));
  });

  it('keeps one copy per locale', async () => {
    const german = await rawRequest(host.url, '/products', { headers: { cookie: 'locale=de_DE' } });
    const english = await rawRequest(host.url, '/products', { headers: { cookie: 'locale=en_US' } });
    expect(german.body).toContain('<html lang="de-DE"');
    expect(english.body).toContain('<html lang="en-US"');
    const germanAgain = await rawRequest(host.url, '/products', { headers: { cookie: 'locale=de_DE' } });
    expect(germanAgain.headers['x-page-cache']).toBe('fresh');
    expect(germanAgain.body).toContain('<html lang="de-DE"');
  });

  it('drops the kept pages when a review changes a product', async () => {
    await rawRequest(host.url, '/product/tote-bag');
    expect((await rawRequest(host.url, '/product/tote-bag')).headers['x-page-cache']).toBe('fresh');
    const { body } = await gql<{ product: { databaseId: number } }>(
      host.url,
      `{ product(id: "tote-bag", idType: SLUG) { databaseId } }`,
    );
    const review = await gql(
      host.url,
      `mutation ($id: Int!) { writeReview(input: { commentOn: $id, rating: 5, content: "Holds a week of shopping.", author: "Kim", authorEmail: "kim@example.com" }) { rating } }`,
      { id: body.data!.product.databaseId },
    );
    expect(review.body.errors).toBeUndefined();
    const after = await rawRequest(host.url, '/product/tote-bag');
    expect(after.headers['x-page-cache']).toBe('miss');
  });

  it('never keeps checkout, cart, account or order pages', async () => {
    for (const path of ['/checkout', '/cart', '/my-account', '/wishlist', '/checkout/order-received/1']) {
      await rawRequest(host.url, path);
      const again = await rawRequest(host.url, path);
      expect(again.headers['x-page-cache'], path).toBeUndefined();
      expect(again.headers['cache-control'], path).not.toMatch(/public/);
    }
  });
});
