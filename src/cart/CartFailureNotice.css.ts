import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: 1280,
  margin: `${vars.space.sm} auto 0`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const text = style({ margin: 0, color: vars.color.text });
