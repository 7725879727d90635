import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});

export const entry = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const term = style({ color: vars.color.muted, selectors: { '&::after': { content: '":"' } } });

export const value = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weight.medium });
