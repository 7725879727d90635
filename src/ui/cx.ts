import { composeRenderProps } from 'react-aria-components';

/** Joins class names, skipping empty ones. */
export function cx(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}

/** Prepends `base` to a RAC `className` prop, whether it is a string or a render-props function. */
export function withBase<T>(
  className: string | ((values: T & { defaultClassName: string | undefined }) => string) | undefined,
  base: string,
): string | ((values: T & { defaultClassName: string | undefined }) => string) {
  return composeRenderProps(className, (own) => cx(base, own));
}
