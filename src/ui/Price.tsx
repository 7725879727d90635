import type { HTMLAttributes } from 'react';
import { formatPrice, parsePrice } from '../i18n/format';
import { useIntl, useT } from '../i18n/I18nProvider';
import { cx } from './cx';
import * as styles from './Price.css';
import { VisuallyHidden } from './VisuallyHidden';

type Amount = string | number | null | undefined;

export interface PriceProps extends HTMLAttributes<HTMLSpanElement> {
  /** The current price: a number or a WooCommerce price string (raw, formatted or a range). */
  price?: Amount;
  /** The price before the sale. */
  regularPrice?: Amount;
  /** The sale price; defaults to `price`. */
  salePrice?: Amount;
  /** Show the regular price struck through before the sale price. @default false */
  onSale?: boolean;
  /** @default 'md' */
  size?: styles.PriceVariants['size'];
}

/** A price in EUR for the current locale; on sale, the regular price struck through plus the sale price. */
export function Price({
  price,
  regularPrice,
  salePrice,
  onSale = false,
  size,
  className,
  ...props
}: PriceProps) {
  const intl = useIntl();
  const t = useT();
  const current = formatPrice(intl, salePrice ?? price);
  const regular = formatPrice(intl, regularPrice);
  const showSale = onSale && current !== '' && regular !== '' && regular !== current;
  const shown = showSale ? current : current || regular;
  if (!shown) return null;

  return (
    <span {...props} className={cx(styles.price({ size }), className)}>
      {showSale ? (
        <>
          <del className={styles.regular}>
            <VisuallyHidden>{`${t('ui.price.original')} `}</VisuallyHidden>
            {regular}
          </del>
          <ins className={styles.sale}>
            <VisuallyHidden>{`${t('ui.price.current')} `}</VisuallyHidden>
            {current}
          </ins>
        </>
      ) : (
        shown
      )}
    </span>
  );
}

/** The sale discount in whole percent (the spec's `percent` sale badge), or undefined when not on sale. */
export function discountPercent(regularPrice: Amount, salePrice: Amount): number | undefined {
  const regular = Math.max(...parsePrice(regularPrice));
  const sale = Math.max(...parsePrice(salePrice));
  if (!(regular > 0) || !(sale >= 0) || sale >= regular) return undefined;
  return Math.round(((regular - sale) / regular) * 100);
}
