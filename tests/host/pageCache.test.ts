/**
 * Regression: every anonymous page was rendered afresh for every request (`Cache-Control: no-cache`,
 * `Vary: Cookie`): about 7 pages/s, and a crowd on one product page timed out. Shared pages are now kept per URL and
 * locale, sent byte for byte with their scripts allowed by CSP hash, marked for CDNs, and dropped when the catalogue changes.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashMarkedScripts } from '../../src/server/securityHeaders.ts';
import { gql, rawRequest, startHost, type HostProcess } from './helpers.ts';

let host: HostProcess;
beforeAll(async () => {
  host = await startHost();
});
afterAll(async () => {
  await host?.stop();
});

/** The CSP hash source of a script's text, as a browser computes it. */
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

describe('shared page cache', () => {
  it('serves a product page again from the cache, byte for byte, its scripts allowed by hash, with CDN headers', async () => {
    const first = await rawRequest(host.url, '/product/tote-bag');
    const second = await rawRequest(host.url, '/product/tote-bag');
    expect(first.status).toBe(200);
    // The render's cost rides with the response that waited for it: one store request, its time and the render's.
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.headers['server-timing']).toMatch(
      /^store;desc="1 request";dur=\d+\.\d, render;dur=\d+\.\d$/,
    );
    expect(second.headers['x-page-cache']).toBe('fresh');
    expect(second.headers['server-timing']).toBeUndefined();
    expect(second.headers['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    // Regression (B7): the page varied on Accept-Language but not on the locale cookie, so a cache that honours Vary
    // gave a shopper who chose German the English copy.
    expect(second.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    // One document for every shopper (and any CDN): a nonce repeated across responses would be no nonce.
    expect(second.body).toBe(first.body);
    const csp = String(second.headers['content-security-policy']);
    expect(csp).not.toContain("'nonce-");
    expect(second.body).not.toMatch(/<script\b[^>]*\bnonce=/);
    const inline = [...second.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=|type="application\/(?:ld\+)?json"/.test(attributes ?? ''),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , script] of inline) expect(csp).toContain(hashOf(script ?? ''));
  });

  it("allows only the scripts the server wrote, never one inside the store's text", () => {
    const marker = 'nonce-stand-in';
    const page = hashMarkedScripts(
      `<script nonce="${marker}">boot()</script><div><script>steal()</script></div><script nonce="${marker}" src="/a.js"></script>`,
      marker,
    );
    expect(page.hashes).toEqual([hashOf('boot()')]);
    expect(page.html).toBe(
      '<script>boot()</script><div><script>steal()</script></div><script src="/a.js"></script>',
    );
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

  /**
   * Regression: any extra query parameter made a full render (50 times a kept page's cost) and a new entry in the
   * cache. Pages are kept per the parameters they read, in one order; other parameters redirect to the address
   * without them.
   */
  it('keys on the parameters a page reads, in one order, and redirects away the others', async () => {
    const first = await rawRequest(host.url, '/products?orderby=price&search=mug');
    expect(first.status).toBe(200);
    const swapped = await rawRequest(host.url, '/products?search=mug&orderby=price');
    expect(swapped.status).toBe(200);
    expect(swapped.headers['x-page-cache']).toBe('fresh');
    for (const [busting, canonical] of [
      ['/products?orderby=price&search=mug&cb=1', '/products?search=mug&orderby=price'],
      ['/products?utm_source=mail', '/products'],
      ['/products?orderby=price&orderby=rating', '/products?orderby=price'],
      ['/product/tote-bag?orderby=price&lang=de_DE', '/product/tote-bag?lang=de_DE'],
      ['/?x=1', '/'],
    ]) {
      const answer = await rawRequest(host.url, busting!);
      expect(answer.status, busting).toBe(301);
      expect(answer.headers.location, busting).toBe(canonical);
    }
    expect((await rawRequest(host.url, '/product/tote-bag?lang=de_DE')).status).toBe(200);
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
