import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.toast,
  background: vars.color.brand,
  transformOrigin: 'left',
  transitionProperty: 'transform, opacity',
  transitionTimingFunction: 'ease-out',
  pointerEvents: 'none',
});
