/**
 * @generated SignedSource<<f42358123fa230c515d84341b695a24d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProductStock_product$data = {
  readonly stockStatus?: StockStatusEnum | null | undefined;
  readonly " $fragmentType": "ProductStock_product";
};
export type ProductStock_product$key = {
  readonly " $data"?: ProductStock_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductStock_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductStock_product",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stockStatus",
          "storageKey": null
        }
      ],
      "type": "InventoriedProduct",
      "abstractKey": "__isInventoriedProduct"
    }
  ],
  "type": "ProductUnion",
  "abstractKey": "__isProductUnion"
};

(node as any).hash = "e39808b7f7ffa07e86a2b8940d2b67b8";

export default node;
