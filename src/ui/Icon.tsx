import type { SVGProps } from 'react';
import * as styles from './Icon.css';
import { cx } from './cx';

// 24×24 outline glyphs drawn with `currentColor`, so an icon takes the colour of its text.
const paths = {
  cart: 'M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h8.2a2 2 0 0 0 2-1.6L21 8H6M9 21h.01M18 21h.01',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-4.3-4.3',
  close: 'M18 6 6 18M6 6l12 12',
  menu: 'M4 6h16M4 12h16M4 18h16',
  heart: 'M12 20s-7-4.4-9-9a4.9 4.9 0 0 1 9-3.7A4.9 4.9 0 0 1 21 11c-2 4.6-9 9-9 9z',
  star: 'M12 2l3.1 6.3 6.9 1-5 4.8 1.2 6.9-6.2-3.2L5.8 21 7 14.1 2 9.3l6.9-1z',
  chevronLeft: 'm15 18-6-6 6-6',
  chevronRight: 'm9 18 6-6-6-6',
  chevronDown: 'm6 9 6 6 6-6',
  chevronUp: 'm18 15-6-6-6 6',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  trash:
    'M3 6h18M8 6V4a1 1 0 0 1 1-1h6a1 1 0 0 1 1 1v2M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6M10 11v6M14 11v6',
  check: 'M20 6 9 17l-5-5',
} as const;

export type IconName = keyof typeof paths;

/** The names in the icon set, for stories and tests. */
export const iconNames = Object.keys(paths) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
  /** Width and height; a number is pixels. @default '1.25em' */
  size?: number | string;
  /** Fill the glyph (a full rating star, a saved heart). @default false */
  filled?: boolean;
}

/**
 * An inline SVG icon. Decorative (`aria-hidden`) unless given an `aria-label`, in which case it
 * becomes an `img`. Prefer labelling the control around it instead.
 */
export function Icon({ name, size = '1.25em', filled = false, className, ...props }: IconProps) {
  const labelled = props['aria-label'] !== undefined;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      className={cx(styles.icon, className)}
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
