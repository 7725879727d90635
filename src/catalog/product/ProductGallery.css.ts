import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../ui/breakpoints';
import { vars } from '../../ui/theme.css';

// Thumbnails come first in the DOM: a column left of the image on wide screens, a row under it on phones.
export const gallery = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  '@media': {
    [mediaQueries.lg]: { display: 'grid', gridTemplateColumns: '4.5rem minmax(0, 1fr)', alignItems: 'start' },
  },
});

/** A product with one image has no thumbnails: the image takes the whole column at every width. */
export const single = style({ minWidth: 0 });

export const stage = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceHover,
  // Horizontal swipes reach the pointer handlers; vertical ones still scroll the page.
  touchAction: 'pan-y',
  userSelect: 'none',
});

export const panel = style({
  outline: 'none',
  selectors: {
    // `:focus-visible` draws the ring with the focus itself; react-aria's attribute comes a render later (a test that
    // read the ring at once saw none in 1 of about 20 runs).
    '&:focus-visible, &[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const image = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '1' });

const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  boxShadow: vars.shadow.md,
});

export const previous = style([arrow, { left: vars.space.md }]);
export const next = style([arrow, { right: vars.space.md }]);

export const counter = style({
  position: 'absolute',
  bottom: vars.space.md,
  right: vars.space.md,
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  boxShadow: vars.shadow.sm,
});

export const thumbnails = style({
  order: 1,
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  padding: vars.space.xxs,
  scrollbarWidth: 'thin',
  '@media': {
    [mediaQueries.lg]: {
      order: 0,
      flexDirection: 'column',
      overflowX: 'visible',
      overflowY: 'auto',
      // As tall as the main image beside it, scrolling when there are more thumbnails.
      height: 0,
      minHeight: '100%',
    },
  },
});

export const thumbnail = style({
  flexShrink: 0,
  width: '4.5rem',
  height: '4.5rem',
  padding: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  background: vars.color.surfaceHover,
  cursor: 'pointer',
  outline: 'none',
  opacity: 0.75,
  transition: `opacity ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { opacity: 1 },
    '&[data-selected]': { borderColor: vars.color.brand, opacity: 1 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const thumbnailImage = style({ display: 'block', width: '100%', height: '100%' });
