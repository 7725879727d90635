import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: { [`${group}[data-orientation="horizontal"] &`]: { flexDirection: 'row', flexWrap: 'wrap' } },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '1.5rem',
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' } },
});

export const dot = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.motion.fast}`,
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: '6px', borderColor: vars.color.brand },
    [`${radio}:has(input:focus-visible) &, ${radio}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});
