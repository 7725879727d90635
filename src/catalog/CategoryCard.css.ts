import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const card = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  color: vars.color.onBrand,
  textDecoration: 'none',
  background: vars.color.surfaceHover,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${card}[data-hovered] &`]: { transform: 'scale(1.04)' } },
});

export const text = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.md,
  background: `linear-gradient(transparent, ${vars.color.overlay})`,
});

export const name = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });
export const count = style({ fontSize: vars.font.size.sm });
