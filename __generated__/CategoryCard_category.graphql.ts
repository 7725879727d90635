/**
 * @generated SignedSource<<e638bfd3411d571dc1e6780c4289d59d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryCard_category$data = {
  readonly count: number | null | undefined;
  readonly image: {
    readonly altText: string | null | undefined;
    readonly sourceUrl: string | null | undefined;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly slug: string | null | undefined;
  readonly " $fragmentType": "CategoryCard_category";
};
export type CategoryCard_category$key = {
  readonly " $data"?: CategoryCard_category$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryCard_category">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CategoryCard_category",
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
      "name": "slug",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "count",
      "storageKey": null
    },
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
  "type": "ProductCategory",
  "abstractKey": null
};

(node as any).hash = "35a3d2db611a950ff07f08bc2cc32f7f";

export default node;
