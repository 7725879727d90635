import { style } from '@vanilla-extract/css';
import { card } from '../../ui/page.css';
import { vars } from '../../ui/theme.css';

export const ratingGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const stars = style({ display: 'flex', gap: vars.space.xs });

export const star = style({
  display: 'inline-flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.borderStrong,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-filled]': { color: vars.color.warning },
    '&:has(input:focus-visible), &[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});

export const reviewForm = style([card, { maxWidth: '40rem' }]);
