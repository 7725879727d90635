import { globalStyle } from '@vanilla-extract/css';
import { reducedMotion } from './breakpoints';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

/**
 * What the sticky header (4rem bar, its padding and border) may cover at the top of the viewport; in rem, so it grows
 * with the text size as the header does.
 */
export const stickyHeaderClearance = `calc(4rem + 2 * ${vars.space.sm} + ${vars.space.md})`;

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // The sticky header never covers what keyboard focus scrolls to (WCAG 2.4.11). The header's own controls are
  // exempt (src/app/Header.css.ts): they sit inside this band and are always in view.
  scrollPaddingTop: stickyHeaderClearance,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  fontFamily: vars.font.family.heading,
  lineHeight: vars.font.lineHeight.tight,
  // A long word in a large heading breaks (hyphenated in the page's language) instead of widening the page at
  // 320 px or 200 % text (WCAG 1.4.10 reflow).
  overflowWrap: 'anywhere',
  hyphens: 'auto',
});

globalStyle('p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, svg, video, picture', { display: 'block', maxWidth: '100%' });

// Form controls do not inherit typography by default.
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
