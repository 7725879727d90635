import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLElement> {
  /** @default 'span' */
  elementType?: 'span' | 'div';
  /** Reveal it while it or a child has focus, as a skip link needs. @default false */
  isFocusable?: boolean;
}

/** Text for screen readers only (a price's "Original price:", an icon's context). */
export function VisuallyHidden({
  elementType: Element = 'span',
  isFocusable,
  className,
  ...props
}: VisuallyHiddenProps) {
  return (
    <Element {...props} className={cx(styles.visuallyHidden, isFocusable && styles.focusable, className)} />
  );
}
