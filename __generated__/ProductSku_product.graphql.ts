/**
 * @generated SignedSource<<b40622f95c298e1335754157c54c9fbf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
