import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { input } from './Field.css';

export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-pressed]': { background: vars.color.surfaceHover },
    },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.muted } },
});
