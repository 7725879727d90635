import { createLink, useRouter } from '@tanstack/react-router';
import { Link as RACLink, RouterProvider, type LinkProps as RACLinkProps } from 'react-aria-components';
import { withBase } from './cx';
import * as styles from './Link.css';

export interface StyledLinkProps extends RACLinkProps {
  /** @default 'inline' */
  variant?: styles.LinkVariants['variant'];
}

/**
 * A react-aria link with the design system's styles; use `Link` for in-app routes. On its own it is followed by
 * the browser (mailto:, tel:, #anchors, downloads and other server routes, other sites).
 */
export function StyledLink({ variant, className, ...props }: StyledLinkProps) {
  return <RACLink {...props} className={withBase(className, styles.link({ variant }))} />;
}

/**
 * A `StyledLink` that react-aria opens through the router however it is pressed. react-aria handles Enter on a
 * link itself, and the router's click handler never saw that press: the browser then loaded the address as a
 * new page, so a keyboard user lost focus management and announcements on every in-app link.
 */
function RouterStyledLink(props: StyledLinkProps) {
  const router = useRouter();
  return (
    // The router has already built the full address (path, search, hash): react-aria keeps it as it is.
    <RouterProvider navigate={(href) => void router.navigate({ href })}>
      <StyledLink {...props} />
    </RouterProvider>
  );
}

/**
 * A router link: typed `to`/`params`/`search` from TanStack Router, react-aria press and focus
 * handling, and preloading as the router's `defaultPreload` says. External addresses use `StyledLink`.
 */
export const Link = createLink(RouterStyledLink);
