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

export const thanks = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.successSubtle,
  color: vars.color.success,
  fontWeight: vars.font.weight.semibold,
});

export const facts = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });

export const factLabel = style({ fontSize: vars.font.size.sm, color: vars.color.muted });

export const factValue = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const subTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });

export const th = style({
  textAlign: 'start',
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontWeight: vars.font.weight.medium,
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

export const rowHead = style({ textAlign: 'start', fontWeight: vars.font.weight.regular });

export const amount = style({ textAlign: 'end', whiteSpace: 'nowrap', paddingRight: 0 });

export const totalRow = style({ fontWeight: vars.font.weight.semibold });

export const muted = style({ color: vars.color.muted });

export const addresses = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const address = style({ fontStyle: 'normal', lineHeight: vars.font.lineHeight.normal });

export const downloads = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const download = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'baseline',
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxxl} 0`,
  textAlign: 'center',
});

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.normal,
});
