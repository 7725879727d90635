import { createLink } from '@tanstack/react-router';
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  Popover,
  Separator,
  type MenuItemProps,
  type MenuProps as RACMenuProps,
  type PopoverProps,
} from 'react-aria-components';
import { withBase } from './cx';
import * as styles from './Menu.css';
import * as popoverStyles from './Popover.css';

export { MenuTrigger } from 'react-aria-components';

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  /** Where the popover opens relative to its trigger. @default 'bottom end' */
  placement?: PopoverProps['placement'];
}

/**
 * A dropdown menu; put it inside `MenuTrigger` after the trigger button. Arrow keys, typeahead,
 * Escape and focus return come from react-aria.
 */
export function Menu<T extends object>({ placement = 'bottom end', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} className={popoverStyles.popover}>
      <RACMenu {...props} className={withBase(className, styles.menu)} />
    </Popover>
  );
}

/** An action in a `Menu` (Logout); handle it with `onAction` on the item or the menu. */
export function MenuItem<T extends object>({ className, ...props }: MenuItemProps<T>) {
  return <RACMenuItem {...props} className={withBase(className, popoverStyles.item)} />;
}

/** A menu item that navigates: typed `to`/`params`/`search` like the router's `Link`. */
export const MenuLinkItem = createLink(MenuItem);

/** A line between groups of menu items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
