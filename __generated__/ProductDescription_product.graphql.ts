/**
 * @generated SignedSource<<2fd45e604ad034f90e2d44c4f8fb4468>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductDescription_product$data = {
  readonly description: string | null | undefined;
  readonly " $fragmentType": "ProductDescription_product";
};
export type ProductDescription_product$key = {
  readonly " $data"?: ProductDescription_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductDescription_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductDescription_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "214b1be4512dd9d480630d5e88c55eb2";

export default node;
