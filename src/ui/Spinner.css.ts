import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: { display: 'inline-flex', color: 'currentColor' },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem' },
      md: { width: '1.5rem', height: '1.5rem' },
      lg: { width: '2.5rem', height: '2.5rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;

export const svg = style({
  width: '100%',
  height: '100%',
  animation: `${spin} 0.8s linear infinite`,
});
