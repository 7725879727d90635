/**
 * @generated SignedSource<<43b0d4b073794539c188d29baa7a8e26>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductGallery_product$data = {
  readonly galleryImages: {
    readonly nodes: ReadonlyArray<{
      readonly altText: string | null | undefined;
      readonly databaseId: number;
      readonly sourceUrl: string | null | undefined;
    }>;
  } | null | undefined;
  readonly image: {
    readonly altText: string | null | undefined;
    readonly databaseId: number;
    readonly sourceUrl: string | null | undefined;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly " $fragmentType": "ProductGallery_product";
};
export type ProductGallery_product$key = {
  readonly " $data"?: ProductGallery_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductGallery_product">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
    "name": "sourceUrl",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "altText",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductGallery_product",
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
      "concreteType": "MediaItem",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "ProductToMediaItemConnection",
      "kind": "LinkedField",
      "name": "galleryImages",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "MediaItem",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": (v0/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": "galleryImages(first:20)"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "6711f252b9244cdb40ba87164f9a5816";

export default node;
