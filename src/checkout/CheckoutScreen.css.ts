import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../ui/breakpoints';
import { vars } from '../ui/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: `${vars.space.xl} 0 ${vars.space.xxxl}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [mediaQueries.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  minWidth: 0,
});

export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fieldCell = style({ minWidth: 0 });

export const fullRow = style({
  '@media': { [mediaQueries.sm]: { gridColumn: '1 / -1' } },
});

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [mediaQueries.lg]: { position: 'sticky', top: vars.space.lg } },
});

export const reviewLines = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const reviewLine = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const muted = style({ color: vars.color.muted });

export const gatewayDescription = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});

export const card = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const cardLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const cardInput = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const fieldError = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.danger });

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});

export const alertTitle = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const alertText = style({ margin: 0, color: vars.color.text });

export const submit = style({ alignSelf: 'stretch' });

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxxl} 0`,
  textAlign: 'center',
});
