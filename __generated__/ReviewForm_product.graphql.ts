/**
 * @generated SignedSource<<fd0fb020cdd081bd1f8a7ebe27c5e34b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReviewForm_product$data = {
  readonly databaseId: number;
  readonly name: string | null | undefined;
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
      "name": "name",
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

(node as any).hash = "f2fa9a8c6195295061e286075bcd1b7b";

export default node;
