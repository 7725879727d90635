/**
 * @generated SignedSource<<6dacf6afe86b74f4f17a71163c3ce34e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductReviews_product$data = {
  readonly averageRating: number | null | undefined;
  readonly reviewCount: number | null | undefined;
  readonly reviews: {
    readonly averageRating: number | null | undefined;
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
      };
      readonly rating: number | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"ReviewItem_review">;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "ProductReviews_product";
};
export type ProductReviews_product$key = {
  readonly " $data"?: ProductReviews_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductReviews_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "averageRating",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductReviews_product",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "ProductToCommentConnection",
      "kind": "LinkedField",
      "name": "reviews",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductToCommentConnectionEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "rating",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Comment",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ReviewItem_review"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "reviews(first:100)"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "5994aab22e7a1f9752f0ca960e5e9197";

export default node;
