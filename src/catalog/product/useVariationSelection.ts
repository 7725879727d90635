import { useCallback, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type {
  useVariationSelection_product$data,
  useVariationSelection_product$key,
} from '../../../__generated__/useVariationSelection_product.graphql';
import { attributeKey, defaultSelection, findVariation, type Selection } from './variations';

// ProductDetail renders the parts this fragment spreads (price, stock, SKU, image, cart) for the variation the
// hook picks, so they are spread here, on every variation.
/* eslint-disable relay/must-colocate-fragment-spreads */
const fragment = graphql`
  fragment useVariationSelection_product on Product {
    ... on VariableProduct {
      # eslint-disable-next-line relay/unused-fields -- defaultSelection() in variations.ts reads them
      defaultAttributes {
        nodes {
          name
          value
        }
      }
      variations(first: 100) {
        nodes {
          # eslint-disable-next-line relay/unused-fields -- findVariation() in variations.ts reads them
          attributes {
            nodes {
              name
              value
            }
          }
          ...ProductPrice_product
          ...ProductStock_product
          ...ProductSku_product
          ...ProductGallery_variation
          ...AddToCartForm_variation
        }
      }
    }
  }
`;
/* eslint-enable relay/must-colocate-fragment-spreads */

/** A variation of the product with the fragments of the parts it repaints (price, stock, SKU, image, cart). */
type SelectedVariation = NonNullable<useVariationSelection_product$data['variations']>['nodes'][number];

export interface VariationSelection {
  /** True for a variable product: the shopper must choose before adding to the cart. */
  isVariable: boolean;
  /** The chosen option per attribute key, starting from the store's default attributes. */
  selection: Selection;
  /** Chooses `value` for the attribute `name`. */
  select: (name: string, value: string) => void;
  /** The variation matching a complete selection, else null. */
  variation: SelectedVariation | null;
}

/** The shopper's choice of variation attributes and the variation it selects (spec 3, variable products). */
export function useVariationSelection(product: useVariationSelection_product$key): VariationSelection {
  const data = useFragment(fragment, product);
  const variations = data.variations?.nodes;
  const [selection, setSelection] = useState<Selection>(() =>
    defaultSelection(data.defaultAttributes?.nodes),
  );
  const select = useCallback((name: string, value: string) => {
    setSelection((previous) => ({ ...previous, [attributeKey(name)]: value }));
  }, []);
  const variation = useMemo(
    () => (variations ? findVariation(variations, selection) : null),
    [variations, selection],
  );
  return { isVariable: variations !== undefined, selection, select, variation };
}
