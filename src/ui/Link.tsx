import { createLink } from '@tanstack/react-router';
import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { withBase } from './cx';
import * as styles from './Link.css';

export interface StyledLinkProps extends RACLinkProps {
  /** @default 'inline' */
  variant?: styles.LinkVariants['variant'];
}

/** A react-aria link with the design system's styles; use `Link` for in-app routes. */
export function StyledLink({ variant, className, ...props }: StyledLinkProps) {
  return <RACLink {...props} className={withBase(className, styles.link({ variant }))} />;
}

/**
 * A router link: typed `to`/`params`/`search` from TanStack Router, react-aria press and focus
 * handling, and preloading as the router's `defaultPreload` says. External addresses use `StyledLink`.
 */
export const Link = createLink(StyledLink);
