/**
 * @generated SignedSource<<f961637b9d0c3675b4b5f35a959c8d7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CategoriesScreenQuery$variables = Record<PropertyKey, never>;
export type CategoriesScreenQuery$data = {
  readonly productCategories: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CategoryCard_category">;
    }>;
  } | null | undefined;
};
export type CategoriesScreenQuery = {
  response: CategoriesScreenQuery$data;
  variables: CategoriesScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CategoriesScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "CategoryCard_category"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "productCategories(first:100,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CategoriesScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "productCategories(first:100,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
      }
    ]
  },
  "params": {
    "cacheID": "ebea1814e1ec4c3da2611618cc48ded0",
    "id": null,
    "metadata": {},
    "name": "CategoriesScreenQuery",
    "operationKind": "query",
    "text": "query CategoriesScreenQuery {\n  productCategories(first: 100, where: {hideEmpty: true, orderby: COUNT, order: DESC}) {\n    nodes {\n      id\n      ...CategoryCard_category\n    }\n  }\n}\n\nfragment CategoryCard_category on ProductCategory {\n  name\n  slug\n  count\n  image {\n    sourceUrl\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3da78f05a63dc8bef999e1bb8726ec57";

export default node;
