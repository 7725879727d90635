import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const filters = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const legend = style({ fontWeight: vars.font.weight.semibold });

export const count = style({ color: vars.color.muted, fontSize: vars.font.size.sm });

export const sort = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  // Never wider than the column: at 320 px with 200 % text 14rem is wider than the screen.
  minWidth: 'min(14rem, 100%)',
  maxWidth: '100%',
});

/** The select fills the sort box, so the order button ends flush with the grid and nothing jumps on change. */
export const sortSelect = style({ flex: 1 });
