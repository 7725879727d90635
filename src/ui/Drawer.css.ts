import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' } });
const toLeft = keyframes({ to: { transform: 'translateX(-100%)' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' } });
const toRight = keyframes({ to: { transform: 'translateX(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.slow} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeOut} ${vars.motion.normal} ${vars.motion.easing}` },
  },
});

export const panel = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    width: vars.size.drawer,
    maxHeight: '100dvh',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    side: {
      left: {
        left: 0,
        selectors: {
          '&[data-entering]': { animation: `${fromLeft} ${vars.motion.slow} ${vars.motion.easing}` },
          '&[data-exiting]': { animation: `${toLeft} ${vars.motion.normal} ${vars.motion.easing}` },
        },
      },
      right: {
        right: 0,
        selectors: {
          '&[data-entering]': { animation: `${fromRight} ${vars.motion.slow} ${vars.motion.easing}` },
          '&[data-exiting]': { animation: `${toRight} ${vars.motion.normal} ${vars.motion.easing}` },
        },
      },
    },
  },
  defaultVariants: { side: 'right' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  flex: 1,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
});
