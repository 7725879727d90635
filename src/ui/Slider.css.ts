import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const slider = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  rowGap: vars.space.sm,
  width: '100%',
  selectors: { '&[data-disabled]': { opacity: 0.5 } },
});

export const output = style({
  gridColumn: '2',
  fontSize: vars.font.size.sm,
  color: vars.color.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  gridColumn: '1 / -1',
  height: '1.5rem',
  // The thumbs sit on the ends of the track: leave room so they are not clipped.
  marginInline: '0.625rem',
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: 0,
      right: 0,
      height: '4px',
      marginTop: '-2px',
      borderRadius: vars.radius.full,
      background: vars.color.border,
    },
  },
});

// react-aria sizes the fill inline (`height: 100%` of the track), so the visible 4px bar is drawn inside it.
export const fill = style({
  top: 0,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: 0,
      right: 0,
      height: '4px',
      marginTop: '-2px',
      borderRadius: vars.radius.full,
      background: vars.color.brand,
    },
  },
});

// react-aria centres the thumb on its position inline (`translate(-50%, -50%)`): no negative margin on top.
export const thumb = style({
  top: '50%',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  cursor: 'grab',
  selectors: {
    '&[data-dragging]': { cursor: 'grabbing', background: vars.color.brandSubtle },
    '&:has(input:focus-visible), &[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});
