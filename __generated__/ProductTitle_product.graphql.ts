/**
 * @generated SignedSource<<50c2518ee6dcacedbdd4d7648ce20f0b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductTitle_product$data = {
  readonly averageRating: number | null | undefined;
  readonly name: string | null | undefined;
  readonly reviewCount: number | null | undefined;
  readonly " $fragmentType": "ProductTitle_product";
};
export type ProductTitle_product$key = {
  readonly " $data"?: ProductTitle_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductTitle_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductTitle_product",
  "selections": [
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
      "name": "averageRating",
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

(node as any).hash = "94f01bfe147585bf2ceef6f394e35ed8";

export default node;
