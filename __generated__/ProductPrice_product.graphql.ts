/**
 * @generated SignedSource<<dadad0b6eb350a3bf5aaca54d015152c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductPrice_product$data = {
  readonly onSale: boolean | null | undefined;
  readonly price?: string | null | undefined;
  readonly regularPrice?: string | null | undefined;
  readonly salePrice?: string | null | undefined;
  readonly " $fragmentType": "ProductPrice_product";
};
export type ProductPrice_product$key = {
  readonly " $data"?: ProductPrice_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductPrice_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductPrice_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "onSale",
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "price",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "regularPrice",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "salePrice",
          "storageKey": null
        }
      ],
      "type": "ProductWithPricing",
      "abstractKey": "__isProductWithPricing"
    }
  ],
  "type": "ProductUnion",
  "abstractKey": "__isProductUnion"
};

(node as any).hash = "3d3d3d649101f59cfc0c3ad8067b6f55";

export default node;
