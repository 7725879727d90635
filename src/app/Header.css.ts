import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../ui/breakpoints';
import { stickyHeaderClearance } from '../ui/global.css';
import { vars } from '../ui/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

// The page's scroll padding keeps focus clear of this header, so the header's own controls lie inside it: focusing
// the cart button (a click, focus coming back from the panel, a screen reader's cursor) scrolled the page up to
// 'reveal' a button that is always in view (600 -> 136 px on /products). Their scroll area is moved down by the
// same band, so the browser finds them in view and leaves the page where it is.
globalStyle(`${header} *`, {
  scrollMarginTop: `calc(-1 * ${stickyHeaderClearance})`,
  scrollMarginBottom: stickyHeaderClearance,
});

export const bar = style({
  display: 'flex',
  // At 320 px with text at 200 % the icons no longer fit one row: the actions wrap below the logo rather than
  // leave the page sideways (WCAG 1.4.10) or drop Sign in and Cart out of reach.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: '4rem',
});

export const mobileOnly = style({ '@media': { [mediaQueries.lg]: { display: 'none' } } });
export const desktopOnly = style({ display: 'none', '@media': { [mediaQueries.lg]: { display: 'block' } } });

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
});

export const logoMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const logoText = style({ display: 'none', '@media': { [mediaQueries.sm]: { display: 'inline' } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
});

export const iconLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  selectors: { '&[data-hovered]': { background: vars.color.surfaceHover } },
});

export const menu = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const menuVertical = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const menuLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-status="active"]': { color: vars.color.brand, background: vars.color.brandSubtle },
  },
});

export const search = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  '@media': { [mediaQueries.lg]: { width: '16rem' } },
});

export const searchIcon = style({ position: 'absolute', left: vars.space.md, color: vars.color.muted });

export const searchInput = style({
  width: '100%',
  height: vars.size.control,
  padding: `0 ${vars.size.control} 0 2.5rem`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  selectors: {
    '&::-webkit-search-cancel-button': { display: 'none' },
    // The browser's own placeholder grey was 4.41:1 on this background (WCAG 1.4.3 asks 4.5).
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
    '&[data-focused]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const mobileSearch = style({
  padding: `0 ${vars.space.lg} ${vars.space.md}`,
  '@media': { [mediaQueries.lg]: { display: 'none' } },
});

export const cartButton = style({ position: 'relative' });

export const cartBadge = style({ position: 'absolute', top: 0, right: 0, transform: 'translate(25%, -25%)' });

export const mobileNav = style({ flex: 1 });

export const version = style({
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  marginTop: vars.space.xl,
});
