/**
 * @generated SignedSource<<a9cba1c1cdd1f19e505097254fabb30a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartButton_cart$data = {
  readonly contents: {
    readonly itemCount: number | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "CartButton_cart";
};
export type CartButton_cart$key = {
  readonly " $data"?: CartButton_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartButton_cart",
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
          "kind": "ScalarField",
          "name": "itemCount",
          "storageKey": null
        }
      ],
      "storageKey": "contents(first:100)"
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "754eb28f289e76b7bd99badf5bd208eb";

export default node;
