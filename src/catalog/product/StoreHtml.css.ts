import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const html = style({
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

globalStyle(`${html} > :first-child`, { marginTop: 0 });
globalStyle(`${html} > :last-child`, { marginBottom: 0 });
globalStyle(`${html} p`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${html} a`, { color: vars.color.brand });
globalStyle(`${html} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${html} ul, ${html} ol`, { paddingLeft: vars.space.xl });
