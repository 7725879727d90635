import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const input = style({
  flex: 1,
  minWidth: '2.5rem',
  width: '3rem',
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control,
  flexShrink: 0,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
