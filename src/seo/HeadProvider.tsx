import { createContext, useContext, useEffect, useId, useMemo, type ReactNode } from 'react';
import { useLocale, useT } from '../i18n/I18nProvider';
import { imageSources } from '../ui/imageSources';
import type { HeadTag } from './headTags';
import { HEAD_PRIORITY, type HeadRegistry, type HeadSlot } from './headRegistry';
import { pageHeadTags, type PageHead } from './pageHead';

interface HeadContextValue {
  registry: HeadRegistry;
  /** The public origin for canonical and Open Graph URLs. */
  siteUrl: string;
}

const HeadContext = createContext<HeadContextValue | null>(null);

export interface HeadProviderProps {
  /** One per server request (collecting during render), one per browser tab (synced to `document.head`). */
  registry: HeadRegistry;
  siteUrl: string;
  children: ReactNode;
}

/** Lets the components below describe the document head. */
export function HeadProvider({ registry, siteUrl, children }: HeadProviderProps) {
  const value = useMemo(() => ({ registry, siteUrl }), [registry, siteUrl]);
  return <HeadContext.Provider value={value}>{children}</HeadContext.Provider>;
}

/** The site origin canonical URLs are built on, or undefined outside a `<HeadProvider>`. */
export function useSiteUrl(): string | undefined {
  return useContext(HeadContext)?.siteUrl;
}

/**
 * Contributes `tags` to the document head while the calling component is mounted. Renders nothing, so it
 * cannot cause a hydration mismatch. A no-op outside a `<HeadProvider>` (component tests).
 */
function useHeadTags(slot: HeadSlot, priority: number, tags: readonly HeadTag[] | null): void {
  const context = useContext(HeadContext);
  const id = useId();
  // The server never runs effects: it collects while rendering, and reads the result after onAllReady.
  if (context?.registry.collectDuringRender && tags) context.registry.set(id, { slot, priority, tags });
  // One array per content, not per render: a re-render that describes the same head (the product screen rendered
  // again inside a tap, as traced) leaves the entry and `document.head` alone, rather than rebuilding every managed
  // element to compare it with the head's (17 ms at 4x CPU on a product page).
  const content = tags && JSON.stringify(tags);
  const stableTags = useMemo(() => (content === null ? null : (JSON.parse(content) as HeadTag[])), [content]);
  useEffect(() => {
    if (!context || !stableTags) return;
    context.registry.set(id, { slot, priority, tags: stableTags });
    return () => context.registry.delete(id);
  }, [context, id, slot, priority, stableTags]);
}

/**
 * Describes the page: title, description, canonical URL, hreflang alternates, Open Graph and JSON-LD. A
 * screen's description wins over its route's default while the screen is mounted. `page.title` is the page's
 * own name, joined here with the site name ('' for the site name alone); pass null while there is nothing to say.
 * @param priority @default HEAD_PRIORITY.screen
 */
export function usePageHead(page: PageHead | null, priority: number = HEAD_PRIORITY.screen): void {
  const t = useT();
  const { locale } = useLocale();
  const siteUrl = useSiteUrl();
  const siteName = t('shell.siteName');
  const title = page?.title ? t('seo.title', { page: page.title, site: siteName }) : siteName;
  const tags =
    page && siteUrl !== undefined ? pageHeadTags({ ...page, title }, { siteUrl, siteName, locale }) : null;
  useHeadTags('page', priority, tags);
}

/** An image as an `<img>` draws it: its original URL and the `width`/`sizes` given to `Image`. */
export interface PreloadedImage {
  src: string | null | undefined;
  width: number;
  sizes: string;
}

/**
 * Preloads the page's largest image (LCP) from the head, with the same `srcset`/`sizes` as its `<img>` (both from
 * `imageSources`) so the browser picks the same candidate and fetches it once. Null, or no `src`: nothing.
 */
export function usePreloadImage(image: PreloadedImage | null): void {
  const { src, width, sizes } = image ?? {};
  const tags = useMemo((): HeadTag[] | null => {
    if (!src || width === undefined) return null;
    const sources = imageSources({ src, width, sizes });
    return [
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'image',
          href: sources.src,
          ...(sources.srcSet ? { imagesrcset: sources.srcSet } : {}),
          ...(sources.sizes ? { imagesizes: sources.sizes } : {}),
          fetchpriority: 'high',
        },
      },
    ];
  }, [src, width, sizes]);
  useHeadTags('preload', 0, tags);
}
