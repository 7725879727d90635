import { style } from '@vanilla-extract/css';
import { mediaQueries } from './breakpoints';
import { vars } from './theme.css';

/** Page and form layout shared by the account, wishlist and review screens. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: '64rem',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
});

export const narrow = style([page, { maxWidth: '28rem' }]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxxl,
  lineHeight: vars.font.lineHeight.tight,
});

export const subtitle = style({ margin: 0, fontSize: vars.font.size.xl });

export const muted = style({ margin: 0, color: vars.color.muted });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldRow = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaQueries.sm]: { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});

export const notice = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.successSubtle,
  color: vars.color.text,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const gridItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const center = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xxl });
