import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const quantity = style({ width: '9rem' });

export const button = style({ flex: '1 1 12rem' });

export const hint = style({
  flexBasis: '100%',
  margin: 0,
  color: vars.color.muted,
  fontSize: vars.font.size.sm,
});
