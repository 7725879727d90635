/**
 * @generated SignedSource<<c535fb323fd4a4f1cfe3f021eaab4036>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type RelatedProducts_product$data = {
  readonly related: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "RelatedProducts_product";
};
export type RelatedProducts_product$key = {
  readonly " $data"?: RelatedProducts_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"RelatedProducts_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RelatedProducts_product",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 5
        }
      ],
      "concreteType": "ProductToProductUnionConnection",
      "kind": "LinkedField",
      "name": "related",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "id",
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ProductCard_product"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "related(first:5)"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "1171d785b879430fc4a0d808b369af56";

export default node;
