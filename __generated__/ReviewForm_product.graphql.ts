/**
 * @generated SignedSource<<25d274449cd33de3596346369250aa0d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReviewForm_product$data = {
  readonly databaseId: number;
  readonly reviewsAllowed: boolean | null | undefined;
  readonly " $fragmentType": "ReviewForm_product";
};
export type ReviewForm_product$key = {
  readonly " $data"?: ReviewForm_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewForm_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewForm_product",
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
      "name": "reviewsAllowed",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "5989c5d3845010bad1b94dfc701bac70";

export default node;
