/**
 * @generated SignedSource<<28e1cbcd95a48ecb2f0a214f19fc524e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CheckoutReview_cart$data = {
  readonly contents: {
    readonly nodes: ReadonlyArray<{
      readonly key: string;
      readonly product: {
        readonly node: {
          readonly name: string | null | undefined;
        };
      } | null | undefined;
      readonly quantity: number | null | undefined;
      readonly subtotal: string | null | undefined;
      readonly variation: {
        readonly attributes: ReadonlyArray<{
          readonly label: string | null | undefined;
          readonly name: string | null | undefined;
          readonly value: string | null | undefined;
        } | null | undefined> | null | undefined;
      } | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CartTotals_cart" | "ShippingMethods_cart">;
  readonly " $fragmentType": "CheckoutReview_cart";
};
export type CheckoutReview_cart$key = {
  readonly " $data"?: CheckoutReview_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutReview_cart">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckoutReview_cart",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "CartToCartItemConnection",
      "kind": "LinkedField",
      "name": "contents",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "key",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "quantity",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "subtotal",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "CartItemToProductConnectionEdge",
              "kind": "LinkedField",
              "name": "product",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": null,
                  "kind": "LinkedField",
                  "name": "node",
                  "plural": false,
                  "selections": [
                    (v0/*:: as any*/)
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "CartItemToProductVariationConnectionEdge",
              "kind": "LinkedField",
              "name": "variation",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "VariationAttribute",
                  "kind": "LinkedField",
                  "name": "attributes",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "label",
                      "storageKey": null
                    },
                    (v0/*:: as any*/),
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "value",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "contents(first:100)"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ShippingMethods_cart"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CartTotals_cart"
    }
  ],
  "type": "Cart",
  "abstractKey": null
};
})();

(node as any).hash = "e944552abd0f38fc68d29c03c50282b9";

export default node;
