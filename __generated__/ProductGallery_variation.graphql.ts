/**
 * @generated SignedSource<<5ee0244b5788b0c4b732c393d0149835>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductGallery_variation$data = {
  readonly image: {
    readonly altText: string | null | undefined;
    readonly databaseId: number;
    readonly sourceUrl: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ProductGallery_variation";
};
export type ProductGallery_variation$key = {
  readonly " $data"?: ProductGallery_variation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductGallery_variation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductGallery_variation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "MediaItem",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
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
      ],
      "storageKey": null
    }
  ],
  "type": "ProductUnion",
  "abstractKey": "__isProductUnion"
};

(node as any).hash = "3d23e7baad514b1fbc837a94e4d9232c";

export default node;
