import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  height: '100%',
});

/** The wishlist toggle, over the image's top-right corner (outside the link: a button cannot sit in a link). */
export const wishlist = style({ position: 'absolute', top: vars.space.sm, right: vars.space.sm });

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
});

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceHover,
});

export const image = style({ width: '100%', height: 'auto', aspectRatio: '1', display: 'block' });

/** Over the image's top-left corner; the image is the card's first box, so the card positions it. */
export const badge = style({ position: 'absolute', top: vars.space.sm, left: vars.space.sm });

export const name = style({
  selectors: { [`${link}[data-hovered] &`]: { textDecoration: 'underline' } },
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const price = style({ marginTop: 'auto' });
