/**
 * @generated SignedSource<<21078d46c098c2f886bd8e2b9558bdbe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CategoryCard_category$data = {
  readonly count: number | null | undefined;
  readonly image: {
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProductCategory",
  "abstractKey": null
};

(node as any).hash = "c886b9fabed1e8b10a87a7466e1a20a7";

export default node;
