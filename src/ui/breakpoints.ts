/** Layout breakpoints in CSS pixels (spec section 9 widths sm, md, lg, xl). */
const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1280 } as const;

export type Breakpoint = keyof typeof breakpoints;

/** Min-width media queries, one per breakpoint, for `@media` keys. */
export const mediaQueries = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
} as const satisfies Record<Breakpoint, string>;

/** Matches when the user asked the system for less motion. */
export const reducedMotion = '(prefers-reduced-motion: reduce)';
