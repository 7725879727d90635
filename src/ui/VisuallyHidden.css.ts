import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Hidden until focused (skip link). */
export const focusable = style({
  selectors: {
    '&:focus, &:focus-within': {
      top: vars.space.sm,
      left: vars.space.sm,
      zIndex: vars.zIndex.toast,
      width: 'auto',
      height: 'auto',
      margin: 0,
      padding: `${vars.space.sm} ${vars.space.lg}`,
      overflow: 'visible',
      clip: 'auto',
      clipPath: 'none',
      whiteSpace: 'normal',
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.md,
    },
  },
});
