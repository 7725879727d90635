/**
 * @generated SignedSource<<7514138656bdd05827338627ad342f2d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReviewForm_product$data = {
  readonly databaseId: number;
  readonly reviewCount: number | null | undefined;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewCount",
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "40fe0b063fd77c3a0d01d4ad0ea7634e";

export default node;
