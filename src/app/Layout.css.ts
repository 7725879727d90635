import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xxxl}`,
  outline: 'none',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  selectors: { '&:focus': { top: vars.space.sm } },
});
