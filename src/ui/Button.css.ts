import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

/**
 * The hovered look: react-aria's `data-hovered` (a mouse's hover, never a finger's), and for the browser's own
 * button (SubmitButton.tsx) `:hover` where the pointer can hover, so that a tap does not leave it drawn hovered.
 */
const hovered = (background: string) => ({
  selectors: {
    '&[data-hovered]:not([data-disabled]):not([aria-disabled="true"])': { background },
  },
  '@media': {
    '(hover: hover)': {
      selectors: { '&:not([data-rac]):hover:not([aria-disabled="true"])': { background } },
    },
  },
});

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    // A label wraps rather than widen the page (320 px at 200 % text); buttons never outgrow their column.
    maxWidth: '100%',
    textAlign: 'center',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transition: `background-color ${vars.motion.fast}, border-color ${vars.motion.fast}, transform ${vars.motion.fast}`,
    outline: 'none',
    selectors: {
      // `:focus-visible` rings a button focused before it hydrates (the gallery's, which hydrates once the page settles).
      '&:focus-visible, &[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
      // react-aria's press state. The browser's own submit button (SubmitButton.tsx) has no pressed look: `:active`
      // changed its style on the touch, which drew a frame between the touch and its click (about 15 ms of the tap).
      '&[data-pressed]': { transform: 'scale(0.98)' },
      // aria-disabled: unavailable but still focusable, so its reason can be read (e.g. Add to cart, out of stock).
      '&[data-disabled], &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        ...hovered(vars.color.brandHover),
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        ...hovered(vars.color.surfaceHover),
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        ...hovered(vars.color.surfaceHover),
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        ...hovered(vars.color.dangerHover),
      },
    },
    size: {
      sm: { minHeight: vars.size.controlSm, paddingInline: vars.space.md, fontSize: vars.font.size.sm },
      md: { minHeight: vars.size.control, paddingInline: vars.space.lg, fontSize: vars.font.size.md },
      lg: { minHeight: vars.size.controlLg, paddingInline: vars.space.xl, fontSize: vars.font.size.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** The label stays in the accessibility tree while pending; only its paint is hidden. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const pendingSpinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
});
