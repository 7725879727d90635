import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const group = style({ gap: vars.space.sm });

// Options as chips: a bordered, padded hit area around the ui Radio's dot and label.
export const option = style({
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.sm}`,
  minHeight: vars.size.control,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.borderStrong },
    '&[data-selected]': { borderColor: vars.color.brand, background: vars.color.brandSubtle },
  },
});
