/**
 * @generated SignedSource<<28993935ffe24d22d4ee32064d62bc24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductFilters_query$data = {
  readonly attributeTerms?: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly name: string | null | undefined;
      readonly slug: string | null | undefined;
      readonly taxonomyName: string | null | undefined;
    }>;
  } | null | undefined;
  readonly priciest: {
    readonly nodes: ReadonlyArray<{
      readonly price?: string | null | undefined;
    }>;
  } | null | undefined;
  readonly productCategories: {
    readonly nodes: ReadonlyArray<{
      readonly count: number | null | undefined;
      readonly id: string;
      readonly name: string | null | undefined;
      readonly slug: string | null | undefined;
    }>;
  } | null | undefined;
  readonly taxonomies: {
    readonly nodes: ReadonlyArray<{
      readonly graphqlSingleName: string | null | undefined;
      readonly label: string | null | undefined;
      readonly name: string | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "ProductFilters_query";
};
export type ProductFilters_query$key = {
  readonly " $data"?: ProductFilters_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFilters_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [
    {
      "kind": "RootArgument",
      "name": "attributeTaxonomies"
    },
    {
      "kind": "RootArgument",
      "name": "hasAttributes"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductFilters_query",
  "selections": [
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/),
        {
          "kind": "Literal",
          "name": "where",
          "value": {
            "hideEmpty": true,
            "order": "DESC",
            "orderby": "COUNT"
          }
        }
      ],
      "concreteType": "RootQueryToProductCategoryConnection",
      "kind": "LinkedField",
      "name": "productCategories",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductCategory",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "count",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "productCategories(first:100,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
    },
    {
      "condition": "hasAttributes",
      "kind": "Condition",
      "passingValue": true,
      "selections": [
        {
          "alias": "attributeTerms",
          "args": [
            (v0/*:: as any*/),
            {
              "fields": [
                {
                  "kind": "Literal",
                  "name": "hideEmpty",
                  "value": true
                },
                {
                  "kind": "Literal",
                  "name": "order",
                  "value": "ASC"
                },
                {
                  "kind": "Literal",
                  "name": "orderby",
                  "value": "TERM_ORDER"
                },
                {
                  "kind": "Variable",
                  "name": "taxonomies",
                  "variableName": "attributeTaxonomies"
                }
              ],
              "kind": "ObjectValue",
              "name": "where"
            }
          ],
          "concreteType": "RootQueryToTermNodeConnection",
          "kind": "LinkedField",
          "name": "terms",
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
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "taxonomyName",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    },
    {
      "alias": null,
      "args": [
        (v0/*:: as any*/)
      ],
      "concreteType": "RootQueryToTaxonomyConnection",
      "kind": "LinkedField",
      "name": "taxonomies",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Taxonomy",
          "kind": "LinkedField",
          "name": "nodes",
          "plural": true,
          "selections": [
            (v3/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "graphqlSingleName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "taxonomies(first:100)"
    },
    {
      "alias": "priciest",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        },
        {
          "kind": "Literal",
          "name": "where",
          "value": {
            "orderby": [
              {
                "field": "PRICE",
                "order": "DESC"
              }
            ]
          }
        }
      ],
      "concreteType": "RootQueryToProductUnionConnection",
      "kind": "LinkedField",
      "name": "products",
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
              "kind": "InlineFragment",
              "selections": [
                {
                  "alias": null,
                  "args": [
                    {
                      "kind": "Literal",
                      "name": "format",
                      "value": "RAW"
                    }
                  ],
                  "kind": "ScalarField",
                  "name": "price",
                  "storageKey": "price(format:\"RAW\")"
                }
              ],
              "type": "ProductWithPricing",
              "abstractKey": "__isProductWithPricing"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "products(first:1,where:{\"orderby\":[{\"field\":\"PRICE\",\"order\":\"DESC\"}]})"
    }
  ],
  "type": "RootQuery",
  "abstractKey": null
};
})();

(node as any).hash = "7fb8ce65a1d72f719b66222c21ea4917";

export default node;
