import { BCP47, DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { scriptJson, type HeadTag } from './headTags';

/**
 * A page's head as the screens describe it, and its translation into tags: title, description, canonical,
 * Open Graph, hreflang alternates and JSON-LD.
 *
 * Language URLs: the locale is not part of the path. A page is rendered in the locale of the `lang` query
 * parameter when it names one (the server honours it before the cookie and `Accept-Language`), so
 * `/products?lang=de_DE` is always German. The clean URL is the default locale's (en_US) for every client
 * without a stored or announced preference (crawlers), and negotiates for people: it is both the `en-US`
 * alternate and `x-default`. The canonical URL is the one that always shows the language rendered.
 */

/** The query parameter that selects the rendering locale. */
const LANG_PARAM = 'lang';

export interface PageHead {
  /** The document title, complete (already joined with the site name). */
  title: string;
  description: string;
  /**
   * The path of the page's canonical URL, without query (filters, search and sort are views of it).
   * Omitted for pages that must not be indexed (cart, checkout, account, errors): they get `noindex`.
   */
  path?: string | undefined;
  /** @default 'website' */
  type?: 'website' | 'product';
  /** The share image (product pages): absolute, or a path on this site. */
  image?: string | null | undefined;
  /** JSON-LD documents (schema.org), one `<script type="application/ld+json">` each. */
  jsonLd?: readonly object[];
}

export interface SiteInfo {
  /** The public origin, e.g. `https://shop.example.com` (no trailing slash). */
  siteUrl: string;
  siteName: string;
  /** The locale the page is rendered in. */
  locale: Locale;
}

/** `url` made absolute against the site: absolute URLs pass through, paths get the site's origin. */
export function absoluteUrl(siteUrl: string, url: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  return `${siteUrl.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The URL that always shows `path` in `locale`: the clean URL for the default locale, else `?lang=`. */
export function localizedUrl(siteUrl: string, path: string, locale: Locale): string {
  const url = absoluteUrl(siteUrl, path);
  return locale === DEFAULT_LOCALE ? url : `${url}?${LANG_PARAM}=${locale}`;
}

/** The locale a `lang` query value selects, or undefined when absent or unsupported. */
export function langFromSearch(search: string): Locale | undefined {
  const value = new URLSearchParams(search).get(LANG_PARAM);
  return LOCALES.find((locale) => locale === value);
}

/** `url` (path, query, hash) with the `lang` parameter, so a redirect keeps the language its request asked for. */
export function withLang(url: string, locale: Locale): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  return `${beforeHash}${beforeHash.includes('?') ? '&' : '?'}${LANG_PARAM}=${locale}${hash}`;
}

/** `url` (path, query, hash) without the `lang` parameter, so routing never sees it; other pairs keep their bytes. */
export function withoutLang(url: string): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return url;
  const pairs = beforeHash.slice(queryAt + 1).split('&');
  const kept = pairs.filter((pair) => pair !== '' && pair.split('=')[0] !== LANG_PARAM);
  if (kept.length === pairs.length) return url;
  return `${beforeHash.slice(0, queryAt)}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}

/** The tags of a page: title, description, then canonical and alternates (indexable pages), Open Graph and JSON-LD. */
export function pageHeadTags(page: PageHead, site: SiteInfo): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: 'title', text: page.title },
    { tag: 'meta', attrs: { name: 'description', content: page.description } },
  ];
  const canonical = page.path === undefined ? undefined : localizedUrl(site.siteUrl, page.path, site.locale);
  if (page.path === undefined) {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  } else {
    const path = page.path;
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical ?? '' } });
    for (const locale of LOCALES) {
      tags.push({
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: BCP47[locale], href: localizedUrl(site.siteUrl, path, locale) },
      });
    }
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(site.siteUrl, path) },
    });
  }
  const og = (property: string, content: string): HeadTag => ({ tag: 'meta', attrs: { property, content } });
  tags.push(
    og('og:site_name', site.siteName),
    og('og:title', page.title),
    og('og:description', page.description),
  );
  tags.push(og('og:type', page.type ?? 'website'));
  if (canonical) tags.push(og('og:url', canonical));
  if (page.image) tags.push(og('og:image', absoluteUrl(site.siteUrl, page.image)));
  tags.push(og('og:locale', site.locale));
  for (const locale of LOCALES) if (locale !== site.locale) tags.push(og('og:locale:alternate', locale));
  for (const document of page.jsonLd ?? []) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: scriptJson(document) });
  }
  return tags;
}
