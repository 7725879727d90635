import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../ui/theme.css';

export const page = style({ maxWidth: '48rem', lineHeight: vars.font.lineHeight.relaxed });
export const lead = style({ fontSize: vars.font.size.lg, color: vars.color.muted });
// A long e-mail address breaks rather than widen the page (320 px at 200 % text).
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
globalStyle(`${details} dt`, { fontWeight: vars.font.weight.semibold });
globalStyle(`${details} dd`, { margin: 0 });
