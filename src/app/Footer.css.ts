import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  marginTop: vars.space.xxl,
});

export const inner = style({
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const copyright = style({
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
  margin: 0,
  width: '100%',
});
