import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const contents = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBottom: vars.space.lg,
});

// Keeps its height when idle, so showing 'Updating' moves nothing.
export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  minHeight: '1.25rem',
  marginBottom: `calc(-1 * ${vars.space.md})`,
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});

export const lines = style({ listStyle: 'none', margin: 0, padding: 0 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const note = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.muted });

export const rate = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  alignItems: 'baseline',
});

export const couponForm = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const couponField = style({ flex: 1 });

// Aligns the button with the input below the field's label.
export const couponButton = style({ marginTop: `calc(${vars.font.size.sm} * 1.5 + ${vars.space.xs})` });

export const coupons = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const coupon = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.successSubtle,
});

export const couponCode = style({
  flex: 1,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const discount = style({ color: vars.color.success, whiteSpace: 'nowrap' });

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle(`${totals} dd`, { margin: 0 });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const grandTotal = style([
  totalRow,
  {
    alignItems: 'baseline',
    marginTop: vars.space.xs,
    paddingTop: vars.space.sm,
    borderTop: `1px solid ${vars.color.border}`,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.semibold,
  },
]);

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xxl} 0`,
  color: vars.color.muted,
  textAlign: 'center',
});

export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Empty cart's question, asked in place of its button. */
export const confirm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const confirmActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const centered = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxl });
