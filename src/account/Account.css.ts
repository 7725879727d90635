import { globalStyle, style } from '@vanilla-extract/css';
import { mediaQueries } from '../ui/breakpoints';
import { vars } from '../ui/theme.css';

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

export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [mediaQueries.md]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});

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

export const ratingGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const stars = style({ display: 'flex', gap: vars.space.xs });

export const star = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.borderStrong,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-filled]': { color: vars.color.warning },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const reviewForm = style([card, { maxWidth: '40rem' }]);
