import type { HTMLAttributes } from 'react';
import * as styles from './Badge.css';
import { cx } from './cx';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** @default 'neutral' */
  tone?: styles.BadgeVariants['tone'];
  /** @default 'sm' */
  size?: styles.BadgeVariants['size'];
}

/**
 * A small label (cart count, "-20%", "In Stock"). It is plain text: when it sits inside an icon
 * button, put the count into that button's `aria-label` and mark the badge `aria-hidden`.
 */
export function Badge({ tone, size, className, ...props }: BadgeProps) {
  return <span {...props} className={cx(styles.badge({ tone, size }), className)} />;
}
