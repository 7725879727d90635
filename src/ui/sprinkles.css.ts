import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mediaQueries } from './breakpoints';
import { vars } from './theme.css';

/** Named stacking layers: the only z-index values a component may use. */
const layers = {
  base: vars.zIndex.base,
  dropdown: vars.zIndex.dropdown,
  sticky: vars.zIndex.sticky,
  modal: vars.zIndex.modal,
  toast: vars.zIndex.toast,
};

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    sm: { '@media': mediaQueries.sm },
    md: { '@media': mediaQueries.md },
    lg: { '@media': mediaQueries.lg },
    xl: { '@media': mediaQueries.xl },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'sm', 'md', 'lg', 'xl'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['nowrap', 'wrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: { ...vars.space, auto: 'auto' },
    marginRight: { ...vars.space, auto: 'auto' },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.font.size,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const staticProperties = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderColor: vars.color,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontWeight: vars.font.weight,
    lineHeight: vars.font.lineHeight,
    position: ['static', 'relative', 'absolute', 'sticky', 'fixed'],
    zIndex: layers,
  },
});

/** Atomic, typed style props over the theme tokens; unknown values are type errors. */
export const sprinkles = createSprinkles(responsiveProperties, staticProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];
