import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from './theme.css';
import { button } from './Button.css';

export const link = recipe({
  base: {
    cursor: 'pointer',
    outline: 'none',
    borderRadius: vars.radius.sm,
    selectors: {
      // `:focus-visible` rings a link focused before it hydrates (one in a section whose code loads near the viewport).
      '&:focus-visible, &[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  },
  variants: {
    variant: {
      inline: {
        color: vars.color.brand,
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        selectors: {
          '&[data-hovered]': { textDecorationThickness: '2px' },
          '&[data-disabled]': { cursor: 'default', color: vars.color.muted, textDecoration: 'none' },
        },
      },
      /** Navigation and cards: inherits colour, underlined on hover, bold for the current page. */
      subtle: {
        color: 'inherit',
        textDecoration: 'none',
        selectors: {
          '&[data-hovered]': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
          '&[aria-current="page"]': { fontWeight: vars.font.weight.semibold },
        },
      },
      /** Looks like a primary button. */
      button: [button({ variant: 'primary' })],
      /** Looks like a secondary button. */
      buttonSecondary: [button({ variant: 'secondary' })],
    },
  },
  defaultVariants: { variant: 'inline' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
