import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const line = style({
  display: 'grid',
  gridTemplateColumns: '4.5rem 1fr',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const image = style({
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const heading = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const nameLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
});

export const attributes = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});

export const attribute = style({ display: 'flex', gap: vars.space.xs });

export const attributeValue = style({ margin: 0 });

export const unitPrice = style({ fontSize: vars.font.size.sm, color: vars.color.muted });

export const controls = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const quantity = style({ width: '8.5rem' });

export const lineTotal = style({ fontWeight: vars.font.weight.semibold, whiteSpace: 'nowrap' });

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  alignSelf: 'flex-start',
});
