import { Button } from 'react-aria-components';
import { useT } from '../i18n/I18nProvider';
import { announce } from '../ui/LiveRegion';
import { Icon } from '../ui/Icon';
import { useHydrated } from '../ui/useHydrated';
import { useWishlist } from '../app/hooks';
import * as styles from './WishlistButton.css';

/**
 * Adds the product to the wishlist or removes it (a toggle: screen readers hear "pressed" when it is in the list).
 * react-aria's Button with `aria-pressed`, which its button hook passes through, rather than its ToggleButton: the
 * same element and state, without the toggle-state and toggle-group modules on every page with a product (-1 KB).
 * `labelled` shows the text beside the heart (product page); otherwise it is an icon button (product card).
 */
export function WishlistButton({
  productId,
  name,
  labelled = false,
}: {
  productId: number;
  name: string;
  /** @default false */
  labelled?: boolean;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const wishlist = useWishlist();
  const saved = wishlist.has(productId);
  const label = saved ? t('wishlist.remove', { name }) : t('wishlist.add', { name });
  return (
    <Button
      aria-pressed={saved}
      data-selected={saved || undefined}
      isDisabled={!hydrated || productId <= 0}
      onPress={() =>
        announce(wishlist.toggle(productId) ? t('wishlist.added', { name }) : t('wishlist.removed', { name }))
      }
      aria-label={labelled ? undefined : label}
      className={labelled ? styles.labelled : styles.icon}
    >
      <Icon name="heart" filled={saved} />
      {labelled && <span>{saved ? t('wishlist.inList') : t('wishlist.addShort')}</span>}
    </Button>
  );
}
