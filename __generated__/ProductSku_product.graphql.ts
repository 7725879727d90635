/**
 * @generated SignedSource<<bf3841ec4faddd6c15b6f6f5b6bc3182>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductSku_product$data = {
  readonly sku: string | null | undefined;
  readonly " $fragmentType": "ProductSku_product";
};
export type ProductSku_product$key = {
  readonly " $data"?: ProductSku_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductSku_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductSku_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sku",
      "storageKey": null
    }
  ],
  "type": "ProductUnion",
  "abstractKey": "__isProductUnion"
};

(node as any).hash = "8b25852794a808de5701685a5f9cd1b8";

export default node;
