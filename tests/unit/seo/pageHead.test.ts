import { describe, expect, it } from 'vitest';
import type { HeadTag } from '../../../src/seo/headTags';
import {
  absoluteUrl,
  langFromSearch,
  localizedUrl,
  pageHeadTags,
  withLang,
  withoutLang,
  type PageHead,
} from '../../../src/seo/pageHead';

const site = { siteUrl: 'https://shop.example', siteName: 'Storefront', locale: 'en_US' as const };

function attr(tags: HeadTag[], match: Record<string, string>, name: string): string[] {
  return tags.flatMap((tag) => {
    if (tag.tag !== 'meta' && tag.tag !== 'link') return [];
    const ok = Object.entries(match).every(([key, value]) => tag.attrs[key] === value);
    return ok && tag.attrs[name] !== undefined ? [tag.attrs[name]] : [];
  });
}

const product: PageHead = {
  title: 'Hoodie | Storefront',
  description: 'Warm.',
  path: '/product/hoodie',
  type: 'product',
  image: '/images/products/hoodie.png',
  jsonLd: [{ '@type': 'Product', name: 'Hoodie </script>' }],
};

describe('language URLs', () => {
  it('keeps the default locale on the clean URL and names the others with ?lang=', () => {
    expect(localizedUrl('https://shop.example', '/products', 'en_US')).toBe('https://shop.example/products');
    expect(localizedUrl('https://shop.example', '/products', 'pt_BR')).toBe(
      'https://shop.example/products?lang=pt_BR',
    );
  });

  it('reads only supported locales from the query', () => {
    expect(langFromSearch('?lang=de_DE&search=x')).toBe('de_DE');
    expect(langFromSearch('?lang=xx_XX')).toBeUndefined();
    expect(langFromSearch('')).toBeUndefined();
  });

  it('removes lang from a URL and keeps every other pair byte for byte', () => {
    expect(withoutLang('/products?lang=de_DE')).toBe('/products');
    expect(withoutLang('/products?search=a+b&lang=de_DE&filter=sale%5Btrue%5D#top')).toBe(
      '/products?search=a+b&filter=sale%5Btrue%5D#top',
    );
    expect(withoutLang('/products?search=x')).toBe('/products?search=x');
    expect(withoutLang('/')).toBe('/');
  });

  it('adds lang to a redirect target, before its hash', () => {
    expect(withLang('/products', 'de_DE')).toBe('/products?lang=de_DE');
    expect(withLang('/products?search=x#top', 'it_IT')).toBe('/products?search=x&lang=it_IT#top');
  });

  it('makes paths absolute and leaves absolute URLs alone', () => {
    expect(absoluteUrl('https://shop.example/', '/images/a.png')).toBe('https://shop.example/images/a.png');
    expect(absoluteUrl('https://shop.example', 'https://cdn.example/a.png')).toBe(
      'https://cdn.example/a.png',
    );
  });
});

describe('pageHeadTags', () => {
  it('starts with the title and the description', () => {
    const tags = pageHeadTags(product, site);
    expect(tags[0]).toEqual({ tag: 'title', text: 'Hoodie | Storefront' });
    expect(attr(tags, { name: 'description' }, 'content')).toEqual(['Warm.']);
  });

  it('links the canonical URL and one alternate per locale plus x-default', () => {
    const tags = pageHeadTags(product, site);
    expect(attr(tags, { rel: 'canonical' }, 'href')).toEqual(['https://shop.example/product/hoodie']);
    const alternates = tags.flatMap((tag) =>
      tag.tag === 'link' && tag.attrs.rel === 'alternate' ? [[tag.attrs.hreflang, tag.attrs.href]] : [],
    );
    expect(alternates).toEqual([
      ['en-US', 'https://shop.example/product/hoodie'],
      ['de-DE', 'https://shop.example/product/hoodie?lang=de_DE'],
      ['es-ES', 'https://shop.example/product/hoodie?lang=es_ES'],
      ['fr-FR', 'https://shop.example/product/hoodie?lang=fr_FR'],
      ['it-IT', 'https://shop.example/product/hoodie?lang=it_IT'],
      ['pt-BR', 'https://shop.example/product/hoodie?lang=pt_BR'],
      ['x-default', 'https://shop.example/product/hoodie'],
    ]);
  });

  it('names the rendered locale in the canonical URL, og:url and og:locale', () => {
    const tags = pageHeadTags(product, { ...site, locale: 'fr_FR' });
    const canonical = 'https://shop.example/product/hoodie?lang=fr_FR';
    expect(attr(tags, { rel: 'canonical' }, 'href')).toEqual([canonical]);
    expect(attr(tags, { property: 'og:url' }, 'content')).toEqual([canonical]);
    expect(attr(tags, { property: 'og:locale' }, 'content')).toEqual(['fr_FR']);
    expect(attr(tags, { property: 'og:locale:alternate' }, 'content')).toEqual([
      'en_US',
      'de_DE',
      'es_ES',
      'it_IT',
      'pt_BR',
    ]);
  });

  it('has Open Graph title, description, type and an absolute image', () => {
    const tags = pageHeadTags(product, site);
    expect(attr(tags, { property: 'og:title' }, 'content')).toEqual(['Hoodie | Storefront']);
    expect(attr(tags, { property: 'og:description' }, 'content')).toEqual(['Warm.']);
    expect(attr(tags, { property: 'og:type' }, 'content')).toEqual(['product']);
    expect(attr(tags, { property: 'og:image' }, 'content')).toEqual([
      'https://shop.example/images/products/hoodie.png',
    ]);
  });

  it('writes JSON-LD that cannot close its script element', () => {
    const scripts = pageHeadTags(product, site).filter((tag) => tag.tag === 'script');
    expect(scripts).toHaveLength(1);
    const [script] = scripts;
    expect(script?.tag === 'script' && script.text).not.toContain('</script>');
    expect(JSON.parse(script?.tag === 'script' ? script.text : '')).toEqual(product.jsonLd?.[0]);
  });

  it('asks crawlers not to index a page without a canonical path, and links no alternates', () => {
    const tags = pageHeadTags({ title: 'Checkout | Storefront', description: 'x' }, site);
    expect(attr(tags, { name: 'robots' }, 'content')).toEqual(['noindex']);
    expect(attr(tags, { rel: 'canonical' }, 'href')).toEqual([]);
    expect(attr(tags, { rel: 'alternate' }, 'href')).toEqual([]);
    expect(attr(tags, { property: 'og:url' }, 'content')).toEqual([]);
    expect(attr(tags, { property: 'og:type' }, 'content')).toEqual(['website']);
  });
});
