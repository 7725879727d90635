/**
 * @generated SignedSource<<4ac8b2928b99032a9521e87af0350ade>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type useVariationSelection_product$data = {
  readonly defaultAttributes?: {
    readonly nodes: ReadonlyArray<{
      readonly name: string | null | undefined;
      readonly value: string | null | undefined;
    }>;
  } | null | undefined;
  readonly variations?: {
    readonly nodes: ReadonlyArray<{
      readonly attributes: {
        readonly nodes: ReadonlyArray<{
          readonly name: string | null | undefined;
          readonly value: string | null | undefined;
        }>;
      } | null | undefined;
      readonly " $fragmentSpreads": FragmentRefs<"AddToCartForm_variation" | "ProductGallery_variation" | "ProductPrice_product" | "ProductSku_product" | "ProductStock_product">;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "useVariationSelection_product";
};
export type useVariationSelection_product$key = {
  readonly " $data"?: useVariationSelection_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"useVariationSelection_product">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "VariationAttribute",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
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
        "name": "value",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useVariationSelection_product",
  "selections": [
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductWithAttributesToVariationAttributeConnection",
          "kind": "LinkedField",
          "name": "defaultAttributes",
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
              "value": 100
            }
          ],
          "concreteType": "ProductWithVariationsToProductVariationConnection",
          "kind": "LinkedField",
          "name": "variations",
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
                  "concreteType": "ProductVariationToVariationAttributeConnection",
                  "kind": "LinkedField",
                  "name": "attributes",
                  "plural": false,
                  "selections": (v0/*:: as any*/),
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ProductPrice_product"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ProductStock_product"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ProductSku_product"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "ProductGallery_variation"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "AddToCartForm_variation"
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": "variations(first:100)"
        }
      ],
      "type": "VariableProduct",
      "abstractKey": null
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "b7dcff14b0033f043431f953894db416";

export default node;
