import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const price = recipe({
  base: {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: vars.space.sm,
    fontWeight: vars.font.weight.semibold,
    fontVariantNumeric: 'tabular-nums',
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.xxl },
    },
  },
  defaultVariants: { size: 'md' },
});

export type PriceVariants = NonNullable<RecipeVariants<typeof price>>;

export const regular = style({
  fontSize: '0.85em',
  fontWeight: vars.font.weight.regular,
  color: vars.color.muted,
});

export const sale = style({
  textDecoration: 'none',
  color: vars.color.danger,
});
