import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../ui/breakpoints';
import { vars } from '../ui/theme.css';

/** A row of product cards: scrolls sideways on phones, a grid from tablet width. */
export const rail = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(10rem, 45%)',
  gap: vars.space.lg,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  margin: 0,
  padding: `0 0 ${vars.space.sm}`,
  '@media': {
    [mediaQueries.md]: {
      gridAutoFlow: 'row',
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      overflowX: 'visible',
    },
  },
});
