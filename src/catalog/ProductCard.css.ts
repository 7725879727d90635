import { style } from '@vanilla-extract/css';

export const card = style({ display: 'flex', flexDirection: 'column', gap: 8 });
export const link = style({ color: 'inherit', textDecoration: 'none' });
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: 8,
});
export const name = style({ fontSize: 16, fontWeight: 600, margin: 0 });
export const price = style({ margin: 0 });
