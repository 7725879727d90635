import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../ui/breakpoints';
import { vars } from '../ui/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [mediaQueries.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});
