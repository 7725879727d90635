import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, useT } from '../../../src/i18n/I18nProvider';
import enUS from '../../../src/i18n/messages/en_US.json';
import { applyHeadTags } from '../../../src/seo/applyHead';
import { HeadProvider, usePageHead, usePreloadImage } from '../../../src/seo/HeadProvider';
import { HEAD_PRIORITY, HeadRegistry } from '../../../src/seo/headRegistry';
import { headTagsToHtml, type HeadTag } from '../../../src/seo/headTags';
import { routePageHead } from '../../../src/seo/RouteHead';
import { imageSources } from '../../../src/ui/imageSources';

const title = (text: string): HeadTag => ({ tag: 'title', text });
const meta = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name, content } });

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('headTagsToHtml', () => {
  it('marks every tag as managed and escapes text and attributes', () => {
    expect(headTagsToHtml([title('A <b> & "c"'), meta('description', '"quoted" <x>')])).toBe(
      '<title data-head="">A &lt;b&gt; &amp; &quot;c&quot;</title>' +
        '<meta data-head="" name="description" content="&quot;quoted&quot; &lt;x&gt;" />',
    );
  });
});

describe('applyHeadTags', () => {
  it('sets the title and replaces only managed elements', () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><title data-head="">Old</title><meta data-head="" name="description" content="old">';
    applyHeadTags(document, [title('New'), meta('description', 'new'), meta('robots', 'noindex')]);
    expect(document.title).toBe('New');
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    const managed = [...document.head.querySelectorAll('[data-head]:not(title)')].map((e) => e.outerHTML);
    expect(managed).toEqual([
      '<meta data-head="" name="description" content="new">',
      '<meta data-head="" name="robots" content="noindex">',
    ]);
  });

  it('leaves the server-rendered elements in place when they already match (hydration)', () => {
    const tags = [title('Same'), meta('description', 'same')];
    document.head.innerHTML = headTagsToHtml(tags);
    const before = document.head.querySelector('meta[name="description"]');
    applyHeadTags(document, tags);
    expect(document.head.querySelector('meta[name="description"]')).toBe(before);
  });

  it('writes JSON-LD as script text', () => {
    applyHeadTags(document, [
      { tag: 'script', attrs: { type: 'application/ld+json' }, text: '{"@type":"Product"}' },
    ]);
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ '@type': 'Product' });
  });
});

describe('HeadRegistry', () => {
  it('lets the highest priority win per slot, the latest among equals, and adds slots up', () => {
    const registry = new HeadRegistry(false);
    registry.set('route', { slot: 'page', priority: HEAD_PRIORITY.route, tags: [title('Route')] });
    registry.set('screen', { slot: 'page', priority: HEAD_PRIORITY.screen, tags: [title('Screen')] });
    registry.set('preload', { slot: 'preload', priority: 0, tags: [meta('x', 'y')] });
    registry.set('route', { slot: 'page', priority: HEAD_PRIORITY.route, tags: [title('Route 2')] });
    expect(registry.tags()).toEqual([title('Screen'), meta('x', 'y')]);
    registry.delete('screen');
    expect(registry.tags()).toEqual([title('Route 2'), meta('x', 'y')]);
    registry.set('other', { slot: 'page', priority: HEAD_PRIORITY.route, tags: [title('Latest')] });
    expect(registry.tags()[0]).toEqual(title('Latest'));
  });

  it('notifies subscribers once per microtask', async () => {
    const registry = new HeadRegistry(false);
    let calls = 0;
    registry.subscribe(() => (calls += 1));
    registry.set('a', { slot: 'page', priority: 0, tags: [] });
    registry.set('b', { slot: 'page', priority: 0, tags: [] });
    registry.delete('a');
    await Promise.resolve();
    expect(calls).toBe(1);
  });
});

function Page({ name }: { name: string }) {
  const t = useT();
  usePageHead({ title: name, description: t('home.heroText'), path: '/products' });
  usePreloadImage({ src: 'https://shop.example/a.png', width: 320, sizes: '50vw' });
  return <p>{name}</p>;
}

function withProviders(registry: HeadRegistry, children: React.ReactNode) {
  return (
    <HeadProvider registry={registry} siteUrl="https://shop.example">
      <I18nProvider initialLocale="en_US" initialMessages={enUS}>
        {children}
      </I18nProvider>
    </HeadProvider>
  );
}

describe('usePageHead', () => {
  it('collects the head while rendering on the server, and renders nothing of it in the body', () => {
    const registry = new HeadRegistry(true);
    const html = renderToString(withProviders(registry, <Page name="All products" />));
    expect(html).toBe('<p>All products</p>');
    const head = headTagsToHtml(registry.tags());
    expect(head).toContain('<title data-head="">All products | Storefront</title>');
    expect(head).toContain('<link data-head="" rel="canonical" href="https://shop.example/products" />');
    // The candidates the image's <img> offers (imageSources), so the browser fetches one of them once.
    const { src, srcSet } = imageSources({ src: 'https://shop.example/a.png', width: 320, sizes: '50vw' });
    const preload = registry.tags().find((tag) => 'attrs' in tag && tag.attrs.rel === 'preload');
    expect(preload && 'attrs' in preload ? preload.attrs : null).toEqual({
      rel: 'preload',
      as: 'image',
      href: src,
      imagesrcset: srcSet,
      imagesizes: '50vw',
      fetchpriority: 'high',
    });
  });

  it('keeps document.head in sync in the browser and removes the tags on unmount', async () => {
    const registry = new HeadRegistry(false);
    registry.subscribe(() => applyHeadTags(document, registry.tags()));
    const view = render(withProviders(registry, <Page name="Clothing" />));
    await act(async () => {});
    expect(document.title).toBe('Clothing | Storefront');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.example/products',
    );
    view.rerender(withProviders(registry, <Page name="Shoes" />));
    await act(async () => {});
    expect(document.title).toBe('Shoes | Storefront');
    view.unmount();
    await act(async () => {});
    expect(document.head.querySelectorAll('[data-head]:not(title)')).toHaveLength(0);
  });

  it('leaves the head alone when a re-render describes the same head, and syncs it when the head changes', async () => {
    const registry = new HeadRegistry(false);
    let syncs = 0;
    registry.subscribe(() => {
      syncs += 1;
      applyHeadTags(document, registry.tags());
    });
    const view = render(withProviders(registry, <Page name="Clothing" />));
    await act(async () => {});
    const first = syncs;
    expect(first).toBeGreaterThan(0);
    // The same page rendered again (a state change elsewhere in the screen): new arrays, the same tags.
    view.rerender(withProviders(registry, <Page name="Clothing" />));
    view.rerender(withProviders(registry, <Page name="Clothing" />));
    await act(async () => {});
    expect(syncs).toBe(first);
    view.rerender(withProviders(registry, <Page name="Shoes" />));
    await act(async () => {});
    expect(syncs).toBe(first + 1);
    expect(document.title).toBe('Shoes | Storefront');
  });
  it('does nothing outside a HeadProvider (component tests)', async () => {
    render(
      <I18nProvider initialLocale="en_US" initialMessages={enUS}>
        <Page name="Alone" />
      </I18nProvider>,
    );
    await act(async () => {});
    expect(document.head.querySelectorAll('[data-head]')).toHaveLength(0);
  });
});

describe('routePageHead', () => {
  const t = (id: string, values?: Record<string, unknown>) => `${id}${values ? JSON.stringify(values) : ''}`;
  const match = (over: Record<string, unknown>) => ({
    status: 'success',
    pathname: '/',
    params: {},
    staticData: {},
    ...over,
  });

  it('uses the leaf route’s title and description, with the page number, and page 1 as the list', () => {
    const head = routePageHead(
      [
        match({}),
        match({
          pathname: '/products/page/3',
          params: { pageNumber: 3 },
          staticData: { head: { title: 'list.allProducts', description: 'seo.description.products' } },
        }),
      ],
      '/products/page/3',
      t,
    );
    expect(head).toEqual({
      title: 'seo.paged{"title":"list.allProducts","page":3}',
      description: 'seo.description.products',
      path: '/products/page/3',
    });
    const first = routePageHead(
      [match({ pathname: '/products/page/1', params: { pageNumber: 1 }, staticData: { head: {} } })],
      '/products/page/1',
      t,
    );
    expect(first.path).toBe('/products');
  });

  it('gives private routes no canonical path', () => {
    const head = routePageHead(
      [match({ pathname: '/checkout', staticData: { head: { title: 'checkout.title', private: true } } })],
      '/checkout',
      t,
    );
    expect(head.path).toBeUndefined();
  });

  it('titles a 404 with the route’s not-found heading, else Page not found, and never indexes it', () => {
    const product = routePageHead(
      [match({}), match({ status: 'notFound', staticData: { head: { notFound: 'product.notFound' } } })],
      '/product/nope',
      t,
    );
    expect(product).toEqual({
      title: 'product.notFound',
      description: 'error.notFound{"path":"/product/nope"}',
    });
    const unknown = routePageHead([match({ _notFound: true })], '/nope', t);
    expect(unknown.title).toBe('error.notFound{"path":"/nope"}');
    expect(unknown.path).toBeUndefined();
  });

  it('titles a failed route Error 500', () => {
    const head = routePageHead([match({}), match({ status: 'error' })], '/products', t);
    expect(head).toEqual({ title: 'error.title{"statusCode":500}', description: 'error.unexpected' });
  });
});
