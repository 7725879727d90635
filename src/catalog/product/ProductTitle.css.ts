import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const name = style({
  margin: 0,
  fontSize: vars.font.size.xxxl,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
});

export const rating = style({ alignSelf: 'flex-start' });
