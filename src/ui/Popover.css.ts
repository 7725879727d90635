import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'translateY(-4px)' } });
const fadeOut = keyframes({ to: { opacity: 0 } });

/** The floating surface shared by Select and Menu. */
export const popover = style({
  zIndex: vars.zIndex.dropdown,
  minWidth: 'var(--trigger-width)',
  maxHeight: '20rem',
  overflowY: 'auto',
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.fast} ${vars.motion.easing}` },
  },
});

/** A row in a list box or menu. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const list = style({ outline: 'none' });
