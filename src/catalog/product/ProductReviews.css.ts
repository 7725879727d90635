import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../../ui/breakpoints';
import { vars } from '../../ui/theme.css';

export const reviews = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.xxl,
  borderTop: `1px solid ${vars.color.border}`,
  scrollMarginTop: vars.space.xl,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xxl });

export const empty = style({ margin: 0, color: vars.color.muted });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '18rem 1fr', alignItems: 'start' } },
});

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const average = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
});

export const averageValue = style({
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});

export const basedOn = style({ margin: 0, color: vars.color.muted, fontSize: vars.font.size.sm });

export const bars = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr) max-content',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const barLabel = style({ color: vars.color.muted, whiteSpace: 'nowrap' });

export const track = style({
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceHover,
  overflow: 'hidden',
});

export const fill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.warning,
});

export const barCount = style({
  textAlign: 'right',
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const reviewHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.full,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
});

export const reviewMeta = style({ display: 'flex', flexDirection: 'column', marginRight: 'auto' });

export const author = style({ margin: 0, fontSize: vars.font.size.md });

export const date = style({ color: vars.color.muted, fontSize: vars.font.size.sm });

export const content = style({ color: vars.color.text });
