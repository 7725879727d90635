/**
 * @generated SignedSource<<365c9ba721418842122d5e42e8473e78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AddToCartForm_variation$data = {
  readonly backordersAllowed: boolean | null | undefined;
  readonly databaseId: number;
  readonly stockQuantity: number | null | undefined;
  readonly stockStatus: StockStatusEnum | null | undefined;
  readonly " $fragmentType": "AddToCartForm_variation";
};
export type AddToCartForm_variation$key = {
  readonly " $data"?: AddToCartForm_variation$data;
  readonly " $fragmentSpreads": FragmentRefs<"AddToCartForm_variation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AddToCartForm_variation",
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
  "type": "ProductVariation",
  "abstractKey": "__isProductVariation"
};

(node as any).hash = "8de6dd117c19d74016ee24177d70a50a";

export default node;
