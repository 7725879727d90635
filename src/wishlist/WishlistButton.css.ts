import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transition: `color ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { color: vars.color.danger, borderColor: vars.color.danger },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-disabled]': { opacity: 0.6, cursor: 'default' },
  },
});

/** A round heart button, for product cards. */
export const icon = style([
  base,
  { width: vars.size.controlSm, height: vars.size.controlSm, borderRadius: vars.radius.full, padding: 0 },
]);

/** Heart and text, for the product page. */
export const labelled = style([
  base,
  {
    minHeight: vars.size.control,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.md,
    alignSelf: 'flex-start',
  },
]);
