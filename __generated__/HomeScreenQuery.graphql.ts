/**
 * @generated SignedSource<<a9d00b245f1e6c102ef03e2a425e997d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type HomeScreenQuery$variables = Record<PropertyKey, never>;
export type HomeScreenQuery$data = {
  readonly newest: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
    }>;
  } | null | undefined;
  readonly onSale: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
    }>;
  } | null | undefined;
  readonly popular: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
    }>;
  } | null | undefined;
  readonly productCategories: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"CategoryCard_category">;
    }>;
  } | null | undefined;
};
export type HomeScreenQuery = {
  response: HomeScreenQuery$data;
  variables: HomeScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 6
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
},
v2 = {
  "kind": "Literal",
  "name": "first",
  "value": 8
},
v3 = [
  {
    "field": "DATE",
    "order": "DESC"
  }
],
v4 = [
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "where",
    "value": {
      "orderby": (v3/*:: as any*/)
    }
  }
],
v5 = [
  {
    "alias": null,
    "args": null,
    "concreteType": null,
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProductCard_product"
      }
    ],
    "storageKey": null
  }
],
v6 = [
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "where",
    "value": {
      "onSale": true,
      "orderby": (v3/*:: as any*/)
    }
  }
],
v7 = [
  (v2/*:: as any*/),
  {
    "kind": "Literal",
    "name": "where",
    "value": {
      "orderby": [
        {
          "field": "TOTAL_SALES",
          "order": "DESC"
        }
      ]
    }
  }
],
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v10 = {
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
},
v11 = [
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
        "name": "__typename",
        "storageKey": null
      },
      (v1/*:: as any*/),
      {
        "kind": "TypeDiscriminator",
        "abstractKey": "__isProductUnion"
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "databaseId",
        "storageKey": null
      },
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "onSale",
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
      },
      (v10/*:: as any*/),
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "price",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "regularPrice",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "salePrice",
            "storageKey": null
          }
        ],
        "type": "ProductWithPricing",
        "abstractKey": "__isProductWithPricing"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HomeScreenQuery",
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
        "storageKey": "productCategories(first:6,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
      },
      {
        "alias": "newest",
        "args": (v4/*:: as any*/),
        "concreteType": "RootQueryToProductUnionConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": "products(first:8,where:{\"orderby\":[{\"field\":\"DATE\",\"order\":\"DESC\"}]})"
      },
      {
        "alias": "onSale",
        "args": (v6/*:: as any*/),
        "concreteType": "RootQueryToProductUnionConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": "products(first:8,where:{\"onSale\":true,\"orderby\":[{\"field\":\"DATE\",\"order\":\"DESC\"}]})"
      },
      {
        "alias": "popular",
        "args": (v7/*:: as any*/),
        "concreteType": "RootQueryToProductUnionConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": (v5/*:: as any*/),
        "storageKey": "products(first:8,where:{\"orderby\":[{\"field\":\"TOTAL_SALES\",\"order\":\"DESC\"}]})"
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeScreenQuery",
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
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "count",
                "storageKey": null
              },
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "productCategories(first:6,where:{\"hideEmpty\":true,\"order\":\"DESC\",\"orderby\":\"COUNT\"})"
      },
      {
        "alias": "newest",
        "args": (v4/*:: as any*/),
        "concreteType": "RootQueryToProductUnionConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": (v11/*:: as any*/),
        "storageKey": "products(first:8,where:{\"orderby\":[{\"field\":\"DATE\",\"order\":\"DESC\"}]})"
      },
      {
        "alias": "onSale",
        "args": (v6/*:: as any*/),
        "concreteType": "RootQueryToProductUnionConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": (v11/*:: as any*/),
        "storageKey": "products(first:8,where:{\"onSale\":true,\"orderby\":[{\"field\":\"DATE\",\"order\":\"DESC\"}]})"
      },
      {
        "alias": "popular",
        "args": (v7/*:: as any*/),
        "concreteType": "RootQueryToProductUnionConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": (v11/*:: as any*/),
        "storageKey": "products(first:8,where:{\"orderby\":[{\"field\":\"TOTAL_SALES\",\"order\":\"DESC\"}]})"
      }
    ]
  },
  "params": {
    "cacheID": "e7d806636a6e988d95b4f59b0d025e81",
    "id": null,
    "metadata": {},
    "name": "HomeScreenQuery",
    "operationKind": "query",
    "text": "query HomeScreenQuery {\n  productCategories(first: 6, where: {hideEmpty: true, orderby: COUNT, order: DESC}) {\n    nodes {\n      id\n      ...CategoryCard_category\n    }\n  }\n  newest: products(first: 8, where: {orderby: [{field: DATE, order: DESC}]}) {\n    nodes {\n      __typename\n      id\n      ...ProductCard_product\n    }\n  }\n  onSale: products(first: 8, where: {onSale: true, orderby: [{field: DATE, order: DESC}]}) {\n    nodes {\n      __typename\n      id\n      ...ProductCard_product\n    }\n  }\n  popular: products(first: 8, where: {orderby: [{field: TOTAL_SALES, order: DESC}]}) {\n    nodes {\n      __typename\n      id\n      ...ProductCard_product\n    }\n  }\n}\n\nfragment CategoryCard_category on ProductCategory {\n  name\n  slug\n  count\n  image {\n    sourceUrl\n    id\n  }\n}\n\nfragment ProductCard_product on ProductUnion {\n  __isProductUnion: __typename\n  databaseId\n  name\n  slug\n  onSale\n  averageRating\n  reviewCount\n  image {\n    sourceUrl\n    id\n  }\n  ... on ProductWithPricing {\n    __isProductWithPricing: __typename\n    price\n    regularPrice\n    salePrice\n  }\n}\n"
  }
};
})();

(node as any).hash = "56e1bd81eb10a7f0a79d1ece5619695d";

export default node;
