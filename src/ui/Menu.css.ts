import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const menu = style({
  minWidth: '12rem',
  outline: 'none',
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.color.border,
});
