/**
 * @generated SignedSource<<70cb506bb489da04f457790e7a1c16da>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type ProductTypesEnum = "EXTERNAL" | "GROUPED" | "SIMPLE" | "VARIABLE" | "VARIATION" | "%future added value";
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AddToCartForm_product$data = {
  readonly backordersAllowed?: boolean | null | undefined;
  readonly databaseId: number;
  readonly stockQuantity?: number | null | undefined;
  readonly stockStatus?: StockStatusEnum | null | undefined;
  readonly type: ProductTypesEnum | null | undefined;
  readonly " $fragmentType": "AddToCartForm_product";
};
export type AddToCartForm_product$key = {
  readonly " $data"?: AddToCartForm_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddToCartForm_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddToCartForm_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stockStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stockQuantity",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "backordersAllowed",
          "storageKey": null
        }
      ],
      "type": "InventoriedProduct",
      "abstractKey": "__isInventoriedProduct"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "e96cdb15333ba6f703acdd781ae7ad11";

export default node;
