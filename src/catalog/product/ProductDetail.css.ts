import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../ui/breakpoints';
import { vars } from '../../ui/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

export const top = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space.xxl },
  },
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const stock = style({ margin: 0 });

export const shortDescription = style({ color: vars.color.muted, fontSize: vars.font.size.lg });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.xxl,
  borderTop: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.font.size.xxl });

export const description = style({ maxWidth: '70ch' });

export const related = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const notFound = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.muted,
});

export const notFoundTitle = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.xxxl });
