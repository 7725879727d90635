import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

/** Square hit areas; `md` is 40 px, above the 24 px WCAG 2.2 target minimum. */
export const iconButton = recipe({
  base: { paddingInline: 0, flexShrink: 0 },
  variants: {
    size: {
      sm: { width: vars.size.controlSm, minHeight: vars.size.controlSm },
      md: { width: vars.size.control, minHeight: vars.size.control },
      lg: { width: vars.size.controlLg, minHeight: vars.size.controlLg },
    },
    round: { true: { borderRadius: vars.radius.full }, false: {} },
  },
  defaultVariants: { size: 'md', round: false },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
