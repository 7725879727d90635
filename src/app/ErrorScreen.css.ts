import { style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const error = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} 0`,
});

export const code = style({
  margin: 0,
  fontSize: '4rem',
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand,
  lineHeight: 1,
});

export const message = style({ color: vars.color.muted, maxWidth: '40rem', overflowWrap: 'anywhere' });
