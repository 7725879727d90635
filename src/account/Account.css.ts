import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';
import { mediaQueries } from '../ui/breakpoints';

export { page, narrow, title, subtitle, muted, card, form, fieldRow, actions } from '../ui/page.css';

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const socialList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flexShrink: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: '2px solid transparent',
  marginBottom: '-1px',
  color: vars.color.muted,
  cursor: 'pointer',
  outline: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const tabPanel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

// Below this width the table scrolls sideways instead of squeezing words one per line.
export const table = style({
  width: '100%',
  minWidth: '34rem',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});

globalStyle(`${table} th`, { color: vars.color.muted, fontWeight: vars.font.weight.medium });

export const tableWrap = style({ overflowX: 'auto' });

export const avatar = style({
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.brandSubtle,
});

export const avatarInitial = style([
  avatar,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.brand,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.sm,
  },
]);
