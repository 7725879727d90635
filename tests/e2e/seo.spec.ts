import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { waitForHydration } from './fixtures/page';

// The head of server-rendered pages (title, description, canonical, hreflang, Open Graph, JSON-LD, LCP preload),
// real 404s, and the head kept current by client-side navigation. 'Storefront' is the site name.

const LOCALES = ['en_US', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'];
const HREFLANGS = ['en-US', 'de-DE', 'es-ES', 'fr-FR', 'it-IT', 'pt-BR', 'x-default'];

interface Head {
  lang: string;
  title: string;
  titles: number;
  description: string | null;
  robots: string | null;
  canonical: string[];
  alternates: [string, string][];
  og: Record<string, string[]>;
  jsonLd: Record<string, unknown>[];
  imagePreloads: Record<string, string | null>[];
  /** Managed head tags that ended up in the body (they must not). */
  inBody: number;
}

/** The head of an HTML document, parsed by the browser (DOMParser runs no scripts). */
function readHead(page: Page, html: string): Promise<Head> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const all = (selector: string) => [...doc.head.querySelectorAll(selector)];
    const og: Record<string, string[]> = {};
    for (const meta of all('meta[property^="og:"]')) {
      const property = meta.getAttribute('property') ?? '';
      (og[property] ??= []).push(meta.getAttribute('content') ?? '');
    }
    return {
      lang: doc.documentElement.lang,
      title: doc.title,
      titles: doc.querySelectorAll('title').length,
      description: doc.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
      robots: doc.head.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      canonical: all('link[rel="canonical"]').map((link) => link.getAttribute('href') ?? ''),
      alternates: all('link[rel="alternate"][hreflang]').map(
        (link) => [link.getAttribute('hreflang') ?? '', link.getAttribute('href') ?? ''] as [string, string],
      ),
      og,
      jsonLd: all('script[type="application/ld+json"]').map(
        (script) => JSON.parse(script.textContent ?? 'null') as Record<string, unknown>,
      ),
      imagePreloads: all('link[rel="preload"][as="image"]').map((link) => ({
        imagesrcset: link.getAttribute('imagesrcset'),
        imagesizes: link.getAttribute('imagesizes'),
        fetchpriority: link.getAttribute('fetchpriority'),
      })),
      inBody: doc.body.querySelectorAll('[data-head], title, meta[name="description"]').length,
    };
  }, html);
}

interface Catalogue {
  category: { slug: string; name: string };
  product: { slug: string; name: string; reviewCount: number };
}

/** A category and a reviewed product of the seeded catalogue, asked from the API the storefront uses. */
async function catalogue(request: APIRequestContext): Promise<Catalogue> {
  const response = await request.post('/graphql', {
    data: {
      query: `{
        productCategories(first: 1, where: { hideEmpty: true, orderby: COUNT, order: DESC }) { nodes { slug name } }
        products(first: 50) { nodes { slug name reviewCount } }
      }`,
    },
  });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: {
      productCategories: { nodes: Catalogue['category'][] };
      products: { nodes: Catalogue['product'][] };
    };
  };
  const category = data.productCategories.nodes[0];
  const product = data.products.nodes.find((node) => node.reviewCount > 0);
  if (!category || !product) throw new Error('The seeded catalogue has no category or no reviewed product');
  return { category, product };
}

async function fetchHead(page: Page, request: APIRequestContext, path: string, status = 200) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(status);
  return readHead(page, await response.text());
}

/** The assertions every indexable page shares: one title, description, canonical, alternates, Open Graph. */
function expectIndexableHead(head: Head, url: string, locale = 'en_US') {
  expect(head.titles).toBe(1);
  expect(head.title).toMatch(/\S.* \| Storefront$|^Storefront$/);
  expect(head.description?.length).toBeGreaterThan(10);
  expect(head.robots).toBeNull();
  expect(head.canonical).toEqual([locale === 'en_US' ? url : `${url}?lang=${locale}`]);
  expect(head.alternates.map(([hreflang]) => hreflang)).toEqual(HREFLANGS);
  for (const [hreflang, href] of head.alternates) {
    const tag = LOCALES.find((l) => l.replace('_', '-') === hreflang);
    expect(href, hreflang).toBe(!tag || tag === 'en_US' ? url : `${url}?lang=${tag}`);
  }
  expect(head.og['og:title']).toEqual([head.title]);
  expect(head.og['og:description']).toEqual([head.description]);
  expect(head.og['og:url']).toEqual(head.canonical);
  expect(head.og['og:locale']).toEqual([locale]);
  expect(head.og['og:site_name']).toEqual(['Storefront']);
  expect(head.inBody).toBe(0);
}

function breadcrumbOf(head: Head) {
  const list = head.jsonLd.find((doc) => doc['@type'] === 'BreadcrumbList') as
    { itemListElement: { position: number; name: string; item: string }[] } | undefined;
  expect(list, 'BreadcrumbList JSON-LD').toBeDefined();
  return list?.itemListElement ?? [];
}

test.describe('search engines and sharing', () => {
  test('home and all products carry title, description, canonical, hreflang and Open Graph', async ({
    page,
    request,
    baseURL,
  }) => {
    const home = await fetchHead(page, request, '/');
    expectIndexableHead(home, `${baseURL}/`);
    expect(home.og['og:type']).toEqual(['website']);
    expect(home.lang).toBe('en-US');

    const products = await fetchHead(page, request, '/products');
    expectIndexableHead(products, `${baseURL}/products`);
    expect(products.title).toBe('All products | Storefront');

    // Filters, search and sort are views of the list: the canonical URL is the list itself.
    const searched = await fetchHead(page, request, '/products?search=a&orderby=price');
    expect(searched.canonical).toEqual([`${baseURL}/products`]);
    const pageTwo = await fetchHead(page, request, '/products/page/2');
    expect(pageTwo.title).toBe('All products – Page 2 | Storefront');
    expect(pageTwo.canonical).toEqual([`${baseURL}/products/page/2`]);
  });

  test('a category names itself and has a BreadcrumbList', async ({ page, request, baseURL }) => {
    const { category } = await catalogue(request);
    const url = `${baseURL}/product-category/${category.slug}`;
    const head = await fetchHead(page, request, `/product-category/${category.slug}`);
    expectIndexableHead(head, url);
    expect(head.title).toBe(`${category.name} | Storefront`);
    const trail = breadcrumbOf(head);
    expect(trail.map((item) => item.position)).toEqual([1, 2, 3]);
    expect(trail.at(0)?.item).toBe(`${baseURL}/`);
    expect(trail.at(-1)).toMatchObject({ name: category.name, item: url });
  });

  test('a product has Product and BreadcrumbList JSON-LD, an og:image and a preloaded main image', async ({
    page,
    request,
    baseURL,
  }) => {
    const { product } = await catalogue(request);
    const path = `/product/${product.slug}`;
    const url = `${baseURL}${path}`;
    const head = await fetchHead(page, request, path);
    expectIndexableHead(head, url);
    expect(head.title).toBe(`${product.name} | Storefront`);
    expect(head.og['og:type']).toEqual(['product']);
    // The store's absolute sourceUrl (the reference API's uploads on SITE_URL), which answers an image.
    const ogImage = head.og['og:image']?.[0] ?? '';
    expect(ogImage).toMatch(new RegExp(`^${baseURL}/wp-content/uploads/.+\\.png$`));
    const shared = await request.get(ogImage);
    expect(shared.status()).toBe(200);
    expect(shared.headers()['content-type']).toBe('image/png');

    const ld = head.jsonLd.find((doc) => doc['@type'] === 'Product');
    expect(ld).toMatchObject({ '@context': 'https://schema.org', name: product.name, url });
    expect(ld?.sku).toEqual(expect.any(String));
    expect(ld?.description).toEqual(expect.any(String));
    expect(ld?.image).toEqual([head.og['og:image']?.[0]]);
    expect(ld?.offers).toMatchObject({
      priceCurrency: 'EUR',
      availability: expect.stringMatching(/^https:\/\/schema\.org\/(InStock|OutOfStock|BackOrder)$/),
      url,
    });
    const offers = ld?.offers as { price?: string; lowPrice?: string };
    expect(offers.price ?? offers.lowPrice).toMatch(/^\d+\.\d{2}$/);
    expect(ld?.aggregateRating).toMatchObject({ reviewCount: product.reviewCount });
    expect(breadcrumbOf(head).at(-1)).toMatchObject({ name: product.name, item: url });

    // The main image is preloaded from the head with the candidates its <img> offers, and loads eagerly.
    expect(head.imagePreloads).toHaveLength(1);
    const [preload] = head.imagePreloads;
    expect(preload?.fetchpriority).toBe('high');
    await page.goto(path);
    const main = page.getByRole('main').locator('article img').first();
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect(main).toHaveAttribute('loading', 'eager');
    expect(await main.getAttribute('srcset')).toBe(preload?.imagesrcset);
    expect(await main.getAttribute('sizes')).toBe(preload?.imagesizes);
    // …and it really loads: a webp candidate from the storefront's own /_image.
    await expect
      .poll(() => main.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/_image\?src=http/);
  });

  test('home, the categories and a product list preload their first tile image from the head', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/categories', '/products']) {
      const head = await fetchHead(page, request, path);
      // One image preload, ahead of the modules, with the candidates the first tile's <img> offers.
      expect(head.imagePreloads, path).toHaveLength(1);
      const [preload] = head.imagePreloads;
      expect(preload?.fetchpriority, path).toBe('high');
      await page.goto(path);
      const first = page.getByRole('main').locator('li img').first();
      await expect(first, path).toHaveAttribute('loading', 'eager');
      expect(await first.getAttribute('srcset'), path).toBe(preload?.imagesrcset);
      expect(await first.getAttribute('sizes'), path).toBe(preload?.imagesizes);
    }
  });

  test('?lang= renders the page in that locale and names it in the canonical URL', async ({
    page,
    request,
    baseURL,
  }) => {
    const head = await fetchHead(page, request, '/products?lang=de_DE');
    expect(head.lang).toBe('de-DE');
    expectIndexableHead(head, `${baseURL}/products`, 'de_DE');
    expect(head.title).not.toBe('All products | Storefront');
    // A German visitor on the clean URL sees German, and the canonical URL says so.
    const negotiated = await request.get('/products', { headers: { 'Accept-Language': 'de-DE,de;q=0.9' } });
    const negotiatedHead = await readHead(page, await negotiated.text());
    expect(negotiatedHead.canonical).toEqual([`${baseURL}/products?lang=de_DE`]);
  });

  test('unknown categories, products and routes and pages past the last answer 404, not indexed', async ({
    page,
    request,
  }) => {
    const { category } = await catalogue(request);
    const category404 = await request.get('/product-category/no-such-category');
    expect(category404.status()).toBe(404);
    const html = await category404.text();
    expect(html).toContain('Category not found');
    expect((await readHead(page, html)).robots).toBe('noindex');
    const missing = [
      '/product/no-such-product',
      '/no-such-page',
      '/products/page/999',
      `/product-category/${category.slug}/page/999`,
      '/product-category/no-such-category/page/2',
    ];
    for (const path of missing) {
      const head = await fetchHead(page, request, path, 404);
      expect(head.robots, path).toBe('noindex');
      expect(head.canonical, path).toEqual([]);
    }
    await page.goto('/product-category/no-such-category');
    await expect(page.getByRole('heading', { level: 1, name: 'Category not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Categories' })).toBeVisible();
  });

  test('client-side navigation keeps the head current, without hydration errors', async ({
    page,
    baseURL,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (/hydrat|did not match|Minified React error #(418|423|425)/i.test(message.text())) {
        problems.push(message.text());
      }
    });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await waitForHydration(menu.getByRole('link', { name: 'All products' }));

    await menu.getByRole('link', { name: 'All products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page).toHaveTitle('All products | Storefront');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/products`);

    const card = page.getByRole('main').getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page).toHaveTitle(`${name} | Storefront`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    const productLd = page.locator('head script[type="application/ld+json"]').first();
    await expect(productLd).toHaveCount(1);
    expect(JSON.parse((await productLd.textContent()) ?? '{}')).toMatchObject({ '@type': 'Product', name });

    await page.goBack();
    await expect(page).toHaveTitle('All products | Storefront');
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a press on the menu while the page content still hydrates navigates once it has, without errors', async ({
    page,
  }) => {
    // React hydrates the shell first and the route's content after it, at its lowest priority; a slow phone (the CPU
    // 6x slower) leaves seconds in between. A navigation then made the content hydrate against the next route (#422).
    test.setTimeout(90_000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto('/', { waitUntil: 'commit' });
    const shellHydrated = await page.waitForFunction(
      () => {
        const hydrated = (node: Element | null | undefined) =>
          !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
        const link = document.querySelector('nav a[href="/products"]');
        const content = document.getElementById('main')?.lastElementChild;
        return hydrated(link) ? { contentHydrated: hydrated(content) } : false;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'All products' }).click();
    await expect(page).toHaveURL(/\/products$/, { timeout: 30_000 });
    await expect(page).toHaveTitle('All products | Storefront', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible({
      timeout: 30_000,
    });
    expect(problems).toEqual([]);
    // The press came while the content had not hydrated yet (else this test proved nothing).
    expect(await shellHydrated.jsonValue()).toEqual({ contentHydrated: false });
  });

  test("a route's own not-found page lets a press through at once (its screen reports its hydration too)", async ({
    page,
  }) => {
    // A screen that did not report would hold the press until the hold's 10-second limit.
    await page.goto('/product/no-such-product');
    const link = page.getByRole('main').getByRole('link', { name: 'Browse all products' });
    await waitForHydration(link);
    await link.click();
    await expect(page).toHaveURL(/\/products$/, { timeout: 5_000 });
  });

  test('a ?lang= page hydrates in its locale and drops the parameter from the address', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (/hydrat|did not match|Minified React error #(418|423|425)/i.test(message.text())) {
        problems.push(message.text());
      }
    });
    await page.goto('/products?lang=fr_FR');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page).toHaveURL(/\/products$/);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await waitForHydration(menu.getByRole('link').first());
    await expect(page).toHaveTitle(/ \| Storefront$/);
    expect(problems).toEqual([]);
  });

  test('hovering a product link prefetches its route', async ({ page }) => {
    await page.goto('/products');
    const link = page.getByRole('main').getByRole('article').first().getByRole('link').first();
    await waitForHydration(link);
    const prefetch = page.waitForRequest(
      (req) => req.url().endsWith('/graphql') && (req.postData() ?? '').includes('ProductScreenQuery'),
    );
    await link.hover();
    await prefetch;
  });
});
