import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../ui/breakpoints';
import { vars } from '../ui/theme.css';

export const home = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxxl });

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.brandSubtle}, ${vars.color.surface})`,
});

export const heroTitle = style({
  margin: 0,
  maxWidth: '20ch',
  fontSize: vars.font.size.xxxl,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [mediaQueries.md]: { fontSize: '3rem' } },
});

export const heroText = style({
  margin: 0,
  maxWidth: '48ch',
  fontSize: vars.font.size.lg,
  color: vars.color.muted,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const sectionHeading = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
});

export const categories = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
