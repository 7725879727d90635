import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../ui/theme.css';

export const rating = recipe({
  base: {
    display: 'inline-flex',
    // The count goes under the stars in a narrow card with large text, instead of past the card's edge.
    flexWrap: 'wrap',
    maxWidth: '100%',
    alignItems: 'center',
    gap: '1px',
    color: vars.color.warning,
  },
  variants: { size: { sm: { fontSize: vars.font.size.sm }, md: { fontSize: vars.font.size.md } } },
  defaultVariants: { size: 'md' },
});

export const star = style({ flexShrink: 0 });

export const count = style({
  marginLeft: vars.space.xs,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
});
