import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
});

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
});

const control = {
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  outline: 'none',
} as const;

export const input = style({
  ...control,
  selectors: {
    '&:focus-visible, &[data-focus-visible], &[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      // Forced colors drop the box-shadow and force the outline's colour: this outline is the ring there.
      outline: '2px solid transparent',
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
  },
});

export const textArea = style([
  input,
  { minHeight: '6rem', resize: 'vertical', lineHeight: vars.font.lineHeight.normal },
]);

/** A bordered row holding an input and buttons (number stepper, select trigger). */
export const group = style({
  ...control,
  display: 'flex',
  alignItems: 'stretch',
  padding: 0,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      // The ring in forced colors, which drop the box-shadow (see `input`).
      outline: '2px solid transparent',
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.5 },
  },
});
