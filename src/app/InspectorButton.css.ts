import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

/** Out of the page's way, above the content and below the panels. */
export const inspector = style({
  position: 'fixed',
  insetInlineStart: vars.space.sm,
  insetBlockEnd: vars.space.sm,
  zIndex: vars.zIndex.sticky,
});
