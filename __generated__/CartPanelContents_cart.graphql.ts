/**
 * @generated SignedSource<<45a027e6cb09cde6fb70176d6dd31b84>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartPanelContents_cart$data = {
  readonly contents: {
    readonly nodes: ReadonlyArray<{
      readonly key: string;
      readonly " $fragmentSpreads": FragmentRefs<"CartLineItem_item">;
    }>;
  } | null | undefined;
  readonly isEmpty: boolean | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CartTotals_cart" | "CouponForm_cart" | "ShippingMethods_cart">;
  readonly " $fragmentType": "CartPanelContents_cart";
};
export type CartPanelContents_cart$key = {
  readonly " $data"?: CartPanelContents_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartPanelContents_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartPanelContents_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isEmpty",
      "storageKey": null
    },
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
              "args": null,
              "kind": "FragmentSpread",
              "name": "CartLineItem_item"
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
      "name": "CouponForm_cart"
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

(node as any).hash = "fc7b016bf0c92593383342c75481ffcf";

export default node;
