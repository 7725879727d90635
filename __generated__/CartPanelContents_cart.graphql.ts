/**
 * @generated SignedSource<<7fb1e876bf2b83fc21af8466b827c943>>
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
      readonly id: string;
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
              "name": "id",
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

(node as any).hash = "440021b269e8298ce65e01649756dfc4";

export default node;
