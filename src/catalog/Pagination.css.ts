import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const nav = style({ marginTop: vars.space.xxl, display: 'flex', justifyContent: 'center' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: vars.size.control,
  height: vars.size.control,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      color: vars.color.onBrand,
      borderColor: vars.color.brand,
    },
  },
});

export const gap = style({ display: 'inline-grid', placeItems: 'center', minWidth: vars.size.controlSm });
