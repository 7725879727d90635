import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './theme.css';

export const image = recipe({
  base: {
    display: 'block',
    maxWidth: '100%',
    // Keeps the width/height aspect ratio when CSS scales the width.
    height: 'auto',
    background: vars.color.surfaceHover,
  },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
  },
  defaultVariants: { fit: 'cover' },
});

export type ImageVariants = NonNullable<RecipeVariants<typeof image>>;
