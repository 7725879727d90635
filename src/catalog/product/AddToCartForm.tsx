import { useId, useMemo, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AddToCartForm_product$key } from '../../../__generated__/AddToCartForm_product.graphql';
import type { AddToCartForm_variation$key } from '../../../__generated__/AddToCartForm_variation.graphql';
import { useT } from '../../i18n/I18nProvider';
import { SubmitButton } from '../../ui/SubmitButton';
import { useAnnounced } from '../../ui/LiveRegion';
import { NumberField } from '../../ui/NumberField';
import { isPurchasable, maxQuantity } from './stock';
import { selectionToInput, type Selection } from './variations';
import * as styles from './AddToCartForm.css';

const productFragment = graphql`
  fragment AddToCartForm_product on Product {
    databaseId
    type
    ... on InventoriedProduct {
      stockStatus
      stockQuantity
      backordersAllowed
    }
  }
`;

const variationFragment = graphql`
  fragment AddToCartForm_variation on ProductVariation {
    databaseId
    stockStatus
    stockQuantity
    backordersAllowed
  }
`;

/** What the shopper asked to add: WooGraphQL `AddToCartInput` without the client mutation id. */
export interface AddToCartLine {
  productId: number;
  variationId?: number;
  quantity: number;
  variation?: { attributeName: string; attributeValue: string }[];
}

export interface AddToCartFormProps {
  product: AddToCartForm_product$key;
  /** The variation the selection matches; a variable product cannot be added without one. @default null */
  variation?: AddToCartForm_variation$key | null;
  /** The chosen attributes, sent along with the variation. @default {} */
  selection?: Selection;
  /** Performs the add. Must not reject: report failures itself. The button shows 'Adding...' until it settles. */
  onAdd: (line: AddToCartLine) => Promise<void>;
}

/** Quantity (at least 1, at most the managed stock) and the add-to-cart button. */
export function AddToCartForm({ product, variation = null, selection = {}, onAdd }: AddToCartFormProps) {
  const data = useFragment(productFragment, product);
  const chosen = useFragment(variationFragment, variation);
  const t = useT();
  const hintId = useId();
  const [quantity, setQuantity] = useState(1);
  const [isPending, setIsPending] = useState(false);

  const item = chosen ?? data;
  const needsOptions = data.type === 'VARIABLE' && !chosen;
  const inStock = isPurchasable(item.stockStatus);
  const max = maxQuantity({ stockQuantity: item.stockQuantity, backordersAllowed: item.backordersAllowed });

  const unavailable = needsOptions
    ? t('product.chooseOptions')
    : !inStock
      ? t('product.unavailable.outOfStock')
      : null;
  // A chosen variation that is out of stock is said at once, not only when the shopper reaches the button.
  useAnnounced(chosen && !inStock ? t('product.unavailable.outOfStock') : null);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isPending || needsOptions || !inStock) return;
    // The field clamps on blur; a value typed just before submitting may not have been clamped yet.
    const amount = Math.min(
      Number.isFinite(quantity) && quantity >= 1 ? Math.floor(quantity) : 1,
      max ?? Infinity,
    );
    const line: AddToCartLine = { productId: data.databaseId, quantity: amount };
    if (chosen) {
      line.variationId = chosen.databaseId;
      line.variation = selectionToInput(selection);
    }
    setIsPending(true);
    void onAdd(line).finally(() => setIsPending(false));
  };

  // The same element while only the button changes: the tap's "Adding..." re-renders the button, not react-aria's
  // number field (about a third of the tap's handlers at 4x CPU).
  const quantityField = useMemo(
    () => (
      <NumberField
        label={t('product.quantity')}
        minValue={1}
        maxValue={max}
        step={1}
        value={quantity}
        onChange={setQuantity}
        isDisabled={!inStock}
        className={styles.quantity}
      />
    ),
    [t, max, quantity, inStock],
  );

  return (
    <form className={styles.form} onSubmit={submit}>
      {quantityField}
      {/* Unavailable, the button stays focusable (aria-disabled) and says why; pressing it does nothing. */}
      <SubmitButton
        size="lg"
        className={styles.button}
        isPending={isPending}
        aria-disabled={unavailable ? true : undefined}
        aria-describedby={unavailable ? hintId : undefined}
      >
        {isPending ? t('product.adding') : t('product.addToCart')}
      </SubmitButton>
      {unavailable && (
        <p id={hintId} className={styles.hint}>
          {unavailable}
        </p>
      )}
    </form>
  );
}
