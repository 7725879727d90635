import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '1.25rem',
    height: '1.25rem',
    paddingInline: vars.space.xs,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceHover, color: vars.color.text },
      brand: { background: vars.color.brand, color: vars.color.onBrand },
      sale: { background: vars.color.danger, color: vars.color.onDanger },
      success: { background: vars.color.successSubtle, color: vars.color.success },
      warning: { background: vars.color.warningSubtle, color: vars.color.warning },
      danger: { background: vars.color.dangerSubtle, color: vars.color.danger },
    },
    size: {
      sm: {},
      md: { height: '1.5rem', paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'sm' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
