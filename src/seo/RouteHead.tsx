import { useLocation, useMatches } from '@tanstack/react-router';
import { useT, type Translate } from '../i18n/I18nProvider';
import type { MessageId } from '../i18n/messages';
import { HEAD_PRIORITY } from './headRegistry';
import { usePageHead } from './HeadProvider';
import type { PageHead } from './pageHead';

/** A route's default head, declared beside it in the route table (`staticData.head`). */
export interface RouteHeadSpec {
  /** The page's name; omitted on routes whose screen names the page from its data (product, category). */
  title?: MessageId;
  /** @default 'home.heroText' (the site's description) */
  description?: MessageId;
  /** The heading this route's own not-found page shows, used as its title. @default 'error.notFound' */
  notFound?: MessageId;
  /** Private pages (checkout, account, orders): `noindex` and no canonical URL. @default false */
  private?: boolean;
}

interface MatchLike {
  status: string;
  _notFound?: boolean | undefined;
  pathname: string;
  params: unknown;
  staticData: { head?: RouteHeadSpec | undefined };
}

const SITE_DESCRIPTION: MessageId = 'home.heroText';

/** `{pageNumber}` of a paged list, when the route has one. */
function pageNumberOf(match: MatchLike): number | undefined {
  const { pageNumber } = (match.params ?? {}) as { pageNumber?: unknown };
  return typeof pageNumber === 'number' ? pageNumber : undefined;
}

/**
 * The default head of the current matches: the leaf route's `staticData.head`, 'Error 500' for a failed route,
 * the route's not-found heading for a 404. Paged lists get 'page n' in the title, and page 1 is canonically
 * the list itself.
 */
export function routePageHead(matches: readonly MatchLike[], pathname: string, t: Translate): PageHead {
  if (matches.some((match) => match.status === 'error')) {
    return { title: t('error.title', { statusCode: 500 }), description: t('error.unexpected') };
  }
  const missing = matches.find((match) => match.status === 'notFound' || match._notFound);
  if (missing) {
    const heading = missing.staticData.head?.notFound;
    const message = t('error.notFound', { path: pathname });
    return { title: heading ? t(heading) : message, description: message };
  }
  const leaf = matches.at(-1);
  const spec = leaf?.staticData.head ?? {};
  const page = leaf ? pageNumberOf(leaf) : undefined;
  const name = spec.title ? t(spec.title) : '';
  return {
    title: name && page !== undefined && page > 1 ? t('seo.paged', { title: name, page }) : name,
    description: t(spec.description ?? SITE_DESCRIPTION),
    path: spec.private || !leaf ? undefined : leaf.pathname.replace(/\/page\/1$/, ''),
  };
}

/** Gives every route a head (title, description, canonical, alternates) until its screen describes more. */
export function RouteHead() {
  const t = useT();
  const matches = useMatches();
  const pathname = useLocation({ select: (location) => location.pathname });
  usePageHead(routePageHead(matches, pathname, t), HEAD_PRIORITY.route);
  return null;
}
