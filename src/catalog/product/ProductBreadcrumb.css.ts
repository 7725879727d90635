import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css';

export const breadcrumb = style({ fontSize: vars.font.size.sm, color: vars.color.muted });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    // The separator is decoration: generated content with empty alternative text ('/ ""'), because browsers do
    // put plain generated content into the accessibility tree and screen readers read it between the links.
    '& + &::before': { content: '"›" / ""', color: vars.color.muted },
  },
});

export const current = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });
