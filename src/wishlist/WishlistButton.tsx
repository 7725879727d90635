import { ToggleButton } from 'react-aria-components';
import { useT } from '../i18n/I18nProvider';
import { announce } from '../ui/LiveRegion';
import { Icon } from '../ui/Icon';
import { useHydrated } from '../ui/useHydrated';
import { useWishlist } from '../app/hooks';
import * as styles from './WishlistButton.css';

/**
 * Adds the product to the wishlist or removes it (a toggle: screen readers hear "pressed" when it is in the list).
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
    <ToggleButton
      isSelected={saved}
      isDisabled={!hydrated || productId <= 0}
      onChange={() =>
        announce(wishlist.toggle(productId) ? t('wishlist.added', { name }) : t('wishlist.removed', { name }))
      }
      aria-label={labelled ? undefined : label}
      className={labelled ? styles.labelled : styles.icon}
    >
      <Icon name="heart" filled={saved} />
      {labelled && <span>{saved ? t('wishlist.inList') : t('wishlist.addShort')}</span>}
    </ToggleButton>
  );
}
