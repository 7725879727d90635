import type { ReactElement } from 'react';
import { Button, type ButtonProps } from './Button';
import * as styles from './IconButton.css';
import { withBase } from './cx';
import { Icon, type IconName } from './Icon';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'fullWidth' | 'aria-label'> {
  /** Required: an icon-only button has no other accessible name. */
  'aria-label': string;
  /** A name from the icon set, or any decorative node (an avatar). */
  icon: IconName | ReactElement;
  /** @default 'ghost' */
  variant?: ButtonProps['variant'];
  /** Fully rounded corners. @default false */
  round?: styles.IconButtonVariants['round'];
}

/** A square button showing only an icon. */
export function IconButton({ icon, variant = 'ghost', size, round, className, ...props }: IconButtonProps) {
  return (
    <Button
      {...props}
      variant={variant}
      size={size}
      className={withBase(className, styles.iconButton({ size, round }))}
    >
      {typeof icon === 'string' ? <Icon name={icon} /> : icon}
    </Button>
  );
}
