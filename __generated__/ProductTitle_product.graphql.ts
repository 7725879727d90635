/**
 * @generated SignedSource<<c18644671b8f80cb3677ef23656d71fa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
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
