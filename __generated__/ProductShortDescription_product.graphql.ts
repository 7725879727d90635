/**
 * @generated SignedSource<<89313a1402cd6e4eba2204dc3ac4914d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductShortDescription_product$data = {
  readonly shortDescription: string | null | undefined;
  readonly " $fragmentType": "ProductShortDescription_product";
};
export type ProductShortDescription_product$key = {
  readonly " $data"?: ProductShortDescription_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductShortDescription_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductShortDescription_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortDescription",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "083b7f7a2c6defa35a2da6283546c2df";

export default node;
