import { style } from '@vanilla-extract/css';
import { mediaQueries } from '../ui/breakpoints';
import { vars } from '../ui/theme.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateAreas: '"heading" "sidebar" "results"',
  '@media': {
    [mediaQueries.lg]: {
      gridTemplateColumns: '16rem 1fr',
      gridTemplateAreas: '"heading heading" "sidebar results"',
    },
  },
});

export const heading = style({ gridArea: 'heading' });
export const title = style({ margin: 0, fontSize: vars.font.size.xxxl });
export const searchNote = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.muted });
export const sidebar = style({ gridArea: 'sidebar' });
export const results = style({ gridArea: 'results', minWidth: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const count = style({ margin: 0, color: vars.color.muted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [mediaQueries.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl },
    [mediaQueries.xl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.muted,
});

export const filtersToggle = style({ '@media': { [mediaQueries.lg]: { display: 'none' } } });

export const filtersPanel = style({
  display: 'none',
  marginTop: vars.space.lg,
  selectors: { '&[data-open]': { display: 'block' } },
  '@media': { [mediaQueries.lg]: { display: 'block', marginTop: 0 } },
});
