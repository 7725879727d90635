import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '1.5rem',
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.normal}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.brand },
    [`${switchRoot}:has(input:focus-visible) &, ${switchRoot}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const handle = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
  selectors: { [`${switchRoot}[data-selected] &`]: { transform: 'translateX(1rem)' } },
});
