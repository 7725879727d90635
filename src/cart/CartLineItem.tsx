import { graphql, useFragment } from 'react-relay';
import type { CartLineItem_item$key } from '../../__generated__/CartLineItem_item.graphql';
import { useStoreLang, useT } from '../i18n/I18nProvider';
import { announce } from '../ui/LiveRegion';
import { settings } from '../settings';
import { Button } from '../ui/Button';
import { IconButton } from '../ui/IconButton';
import { Image } from '../ui/Image';
import { Link } from '../ui/Link';
import { NumberField } from '../ui/NumberField';
import { Price } from '../ui/Price';
import { useCart, useWishlist } from '../app/hooks';
import * as styles from './CartLineItem.css';
import { isPresent } from '../relay/isPresent';
import { attributeLabel } from '../i18n/attributeLabel';
import { StoreName } from '../i18n/StoreName';

const fragment = graphql`
  fragment CartLineItem_item on CartItem {
    key
    quantity
    subtotal
    product {
      node {
        databaseId
        name
        slug
        image {
          sourceUrl
        }
        ... on ProductWithPricing {
          price(format: RAW)
        }
        ... on InventoriedProduct {
          stockQuantity
          backordersAllowed
        }
      }
    }
    variation {
      attributes {
        id
        label
        name
        value
      }
      node {
        databaseId
        price(format: RAW)
        stockQuantity
        backordersAllowed
        image {
          sourceUrl
        }
      }
    }
  }
`;

/** The most a line may hold: managed stock without backorders caps it. */
function maxQuantity(
  item: { stockQuantity?: number | null; backordersAllowed?: boolean | null } | undefined,
) {
  const stock = item?.stockQuantity;
  return typeof stock === 'number' && stock > 0 && !item?.backordersAllowed ? stock : undefined;
}

/**
 * One cart line: image, name, variation attributes, unit price, quantity stepper, line total, remove, and 'Move to
 * wishlist' when the store setting shows it. Quantity changes are sent as they happen; the machine merges quick repeats,
 * and the line shows the quantity asked for at once.
 */
export function CartLineItem({ item }: { item: CartLineItem_item$key }) {
  const data = useFragment(fragment, item);
  const t = useT();
  const cart = useCart();
  const wishlist = useWishlist();
  const storeLang = useStoreLang();

  const product = data.product?.node;
  const variation = data.variation?.node;
  const name = product?.name ?? '';
  const image = variation?.image ?? product?.image;
  const attributes = (data.variation?.attributes ?? []).filter(isPresent);
  // Two lines of one product (a white and a blue mug) need controls named apart: the variation names the line.
  const lineName =
    attributes.length > 0
      ? t('cart.line.variant', {
          name,
          attributes: attributes
            .map((a) => `${attributeLabel({ label: a.label, name: a.name })}: ${a.value ?? ''}`)
            .join(', '),
        })
      : name;
  // The store's quantity: the server's, or the one asked for while the change waits or runs (src/cart/cartActors.ts).
  const quantity = data.quantity ?? 1;

  const change = (value: number) => {
    if (!Number.isFinite(value) || value < 1 || value === quantity) return;
    cart.send({ type: 'cart.line.update', key: data.key, quantity: value });
  };

  return (
    <li className={styles.line}>
      <Image src={image?.sourceUrl} alt="" width={72} height={72} className={styles.image} />
      <div className={styles.details}>
        <div className={styles.heading}>
          <h3 className={styles.name}>
            <Link to="/product/$slug" params={{ slug: product?.slug ?? '' }} className={styles.nameLink}>
              <StoreName>{name}</StoreName>
            </Link>
          </h3>
          <IconButton
            icon="trash"
            size="sm"
            aria-label={t('cart.line.remove', { name: lineName })}
            onPress={() => cart.send({ type: 'cart.line.remove', key: data.key })}
          />
        </div>
        {attributes.length > 0 && (
          <dl className={styles.attributes} lang={storeLang}>
            {attributes.map((attribute) => (
              <div key={attribute.id} className={styles.attribute}>
                <dt>{attributeLabel({ label: attribute.label, name: attribute.name })}:</dt>
                <dd className={styles.attributeValue}>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <span className={styles.unitPrice}>
          {t('cart.line.unitPrice')} <Price price={variation?.price ?? product?.price} size="sm" />
        </span>
        <div className={styles.controls}>
          <NumberField
            aria-label={t('cart.line.quantityOf', { name: lineName })}
            minValue={1}
            maxValue={maxQuantity(variation ?? product)}
            step={1}
            value={quantity}
            onChange={change}
            className={styles.quantity}
          />
          <Price price={data.subtotal} className={styles.lineTotal} />
        </div>
        {settings.showMoveToWishlist && (
          <div className={styles.actions}>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('cart.line.moveToWishlistOf', { name: lineName })}
              onPress={() => {
                // The product goes to the wishlist, then the line leaves the cart: both are said, in that order.
                if (product?.databaseId) {
                  wishlist.add(product.databaseId);
                  announce(t('wishlist.added', { name: lineName }));
                }
                cart.send({ type: 'cart.line.remove', key: data.key });
              }}
            >
              {t('cart.line.moveToWishlist')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
