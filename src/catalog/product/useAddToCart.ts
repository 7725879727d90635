import { useCallback } from 'react';
import { useCartAdd } from '../../app/hooks';
import { preloadCartPanel } from '../../app/panelCode';
import { afterNextPaint } from '../../ui/afterNextPaint';
import type { AddToCartLine } from './AddToCartForm';

export interface AddToCart {
  /** Adds the line; never rejects (spec 8: cart failures are only logged). */
  add: (line: AddToCartLine) => Promise<void>;
}

/**
 * Adds products through the cart machine (`cart.line.add`): it queues the add behind other cart changes, commits it,
 * lets the answer replace the cart, announces it and opens the panel when `autoOpenCart` is on. `add` settles once
 * no add is waiting or running any more.
 */
export function useAddToCart(): AddToCart {
  // Reads no cart state: the product page that uses it is not re-rendered by the cart's changes (the form shows its
  // own 'Adding...').
  const addLine = useCartAdd();

  const add = useCallback(
    async (line: AddToCartLine) => {
      // The cart panel opens after the store's answer when `autoOpenCart` is on: its code comes meanwhile, asked for
      // after the tap's frame (its modules then run in tasks of their own, not in the tap's).
      void afterNextPaint().then(preloadCartPanel);
      await addLine({
        type: 'cart.line.add',
        productId: line.productId,
        quantity: line.quantity,
        ...(line.variationId === undefined ? {} : { variationId: line.variationId }),
        ...(line.variation === undefined ? {} : { variation: line.variation }),
      });
    },
    [addLine],
  );

  return { add };
}
