/**
 * @generated SignedSource<<6dac4929cb938e990591e16796b99801>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type OrderEnum = "ASC" | "DESC" | "%future added value";
export type ProductTaxonomyEnum = "PRODUCT_CAT" | "PRODUCT_SHIPPING_CLASS" | "PRODUCT_TAG" | "PRODUCT_TYPE" | "PRODUCT_VISIBILITY" | "%future added value";
export type ProductsOrderByEnum = "DATE" | "IN" | "MENU_ORDER" | "MODIFIED" | "NAME" | "NAME_IN" | "ON_SALE_FROM" | "ON_SALE_TO" | "PARENT" | "PRICE" | "RATING" | "REGULAR_PRICE" | "REVIEW_COUNT" | "SALE_PRICE" | "SLUG" | "TOTAL_SALES" | "%future added value";
export type RelationEnum = "AND" | "OR" | "%future added value";
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
export type TaxonomyEnum = "CATEGORY" | "POSTFORMAT" | "PRODUCTCATEGORY" | "PRODUCTTAG" | "PRODUCTTYPE" | "SHIPPINGCLASS" | "TAG" | "VISIBLEPRODUCT" | "%future added value";
export type TaxonomyOperatorEnum = "AND" | "EXISTS" | "IN" | "NOT_EXISTS" | "NOT_IN" | "%future added value";
export type ProductsOrderbyInput = {
  field: ProductsOrderByEnum;
  order?: OrderEnum | null | undefined;
};
export type ProductTaxonomyInput = {
  filters?: ReadonlyArray<ProductTaxonomyFilterInput | null | undefined> | null | undefined;
  relation?: RelationEnum | null | undefined;
};
export type ProductTaxonomyFilterInput = {
  ids?: ReadonlyArray<number | null | undefined> | null | undefined;
  operator?: TaxonomyOperatorEnum | null | undefined;
  taxonomy: ProductTaxonomyEnum;
  terms?: ReadonlyArray<string | null | undefined> | null | undefined;
};
export type ProductListQuery$variables = {
  after?: string | null | undefined;
  attributeTaxonomies?: ReadonlyArray<TaxonomyEnum | null | undefined> | null | undefined;
  category: string;
  categoryIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  first: number;
  hasAttributes: boolean;
  hasCategory: boolean;
  maxPrice?: number | null | undefined;
  minPrice?: number | null | undefined;
  onSale?: boolean | null | undefined;
  orderby?: ReadonlyArray<ProductsOrderbyInput | null | undefined> | null | undefined;
  paged: boolean;
  rating?: ReadonlyArray<number | null | undefined> | null | undefined;
  search?: string | null | undefined;
  stockStatus?: ReadonlyArray<StockStatusEnum | null | undefined> | null | undefined;
  taxonomyFilter?: ProductTaxonomyInput | null | undefined;
};
export type ProductListQuery$data = {
  readonly counted?: {
    readonly found: number | null | undefined;
  } | null | undefined;
  readonly productCategory?: {
    readonly description: string | null | undefined;
    readonly name: string | null | undefined;
  } | null | undefined;
  readonly products: {
    readonly found: number | null | undefined;
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ProductCard_product">;
    }>;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ProductFilters_query">;
};
export type ProductListQuery = {
  response: ProductListQuery$data;
  variables: ProductListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "after"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "attributeTaxonomies"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "categoryIn"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasAttributes"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasCategory"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "maxPrice"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "minPrice"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "onSale"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderby"
},
v11 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "paged"
},
v12 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "rating"
},
v13 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v14 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stockStatus"
},
v15 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "taxonomyFilter"
},
v16 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "category"
  },
  {
    "kind": "Literal",
    "name": "idType",
    "value": "SLUG"
  }
],
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v19 = {
  "fields": [
    {
      "kind": "Variable",
      "name": "categoryIn",
      "variableName": "categoryIn"
    },
    {
      "kind": "Variable",
      "name": "maxPrice",
      "variableName": "maxPrice"
    },
    {
      "kind": "Variable",
      "name": "minPrice",
      "variableName": "minPrice"
    },
    {
      "kind": "Variable",
      "name": "onSale",
      "variableName": "onSale"
    },
    {
      "kind": "Variable",
      "name": "orderby",
      "variableName": "orderby"
    },
    {
      "kind": "Variable",
      "name": "rating",
      "variableName": "rating"
    },
    {
      "kind": "Variable",
      "name": "search",
      "variableName": "search"
    },
    {
      "kind": "Variable",
      "name": "stockStatus",
      "variableName": "stockStatus"
    },
    {
      "kind": "Variable",
      "name": "taxonomyFilter",
      "variableName": "taxonomyFilter"
    }
  ],
  "kind": "ObjectValue",
  "name": "where"
},
v20 = [
  {
    "kind": "Variable",
    "name": "after",
    "variableName": "after"
  },
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "first"
  },
  (v19/*:: as any*/)
],
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "found",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v23 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v24 = {
  "condition": "paged",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": "counted",
      "args": [
        (v23/*:: as any*/),
        (v19/*:: as any*/)
      ],
      "concreteType": "RootQueryToProductUnionConnection",
      "kind": "LinkedField",
      "name": "products",
      "plural": false,
      "selections": [
        (v21/*:: as any*/)
      ],
      "storageKey": null
    }
  ]
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v27 = {
  "kind": "Literal",
  "name": "first",
  "value": 100
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v7/*:: as any*/),
      (v8/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/),
      (v11/*:: as any*/),
      (v12/*:: as any*/),
      (v13/*:: as any*/),
      (v14/*:: as any*/),
      (v15/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductListQuery",
    "selections": [
      {
        "condition": "hasCategory",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v16/*:: as any*/),
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "productCategory",
            "plural": false,
            "selections": [
              (v17/*:: as any*/),
              (v18/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v20/*:: as any*/),
        "concreteType": "RootQueryToProductUnionConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": [
          (v21/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v22/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ProductCard_product"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v24/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "ProductFilters_query"
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v10/*:: as any*/),
      (v3/*:: as any*/),
      (v13/*:: as any*/),
      (v8/*:: as any*/),
      (v7/*:: as any*/),
      (v9/*:: as any*/),
      (v12/*:: as any*/),
      (v14/*:: as any*/),
      (v15/*:: as any*/),
      (v2/*:: as any*/),
      (v6/*:: as any*/),
      (v11/*:: as any*/),
      (v1/*:: as any*/),
      (v5/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductListQuery",
    "selections": [
      {
        "condition": "hasCategory",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v16/*:: as any*/),
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "productCategory",
            "plural": false,
            "selections": [
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v22/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v20/*:: as any*/),
        "concreteType": "RootQueryToProductUnionConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": [
          (v21/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v25/*:: as any*/),
              (v22/*:: as any*/),
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
              (v17/*:: as any*/),
              (v26/*:: as any*/),
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
                  (v22/*:: as any*/)
                ],
                "storageKey": null
              },
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
        ],
        "storageKey": null
      },
      (v24/*:: as any*/),
      {
        "alias": null,
        "args": [
          (v27/*:: as any*/),
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
              (v22/*:: as any*/),
              (v26/*:: as any*/),
              (v17/*:: as any*/),
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
              (v27/*:: as any*/),
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
                  (v25/*:: as any*/),
                  (v22/*:: as any*/),
                  (v26/*:: as any*/),
                  (v17/*:: as any*/),
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
          (v27/*:: as any*/)
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
              (v17/*:: as any*/),
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
              },
              (v22/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "taxonomies(first:100)"
      },
      {
        "alias": "priciest",
        "args": [
          (v23/*:: as any*/),
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
              (v25/*:: as any*/),
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
              },
              (v22/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "products(first:1,where:{\"orderby\":[{\"field\":\"PRICE\",\"order\":\"DESC\"}]})"
      }
    ]
  },
  "params": {
    "cacheID": "6e632d28e24846ed9b96df72c0fb31cd",
    "id": null,
    "metadata": {},
    "name": "ProductListQuery",
    "operationKind": "query",
    "text": "query ProductListQuery(\n  $first: Int!\n  $after: String\n  $orderby: [ProductsOrderbyInput]\n  $categoryIn: [String]\n  $search: String\n  $minPrice: Float\n  $maxPrice: Float\n  $onSale: Boolean\n  $rating: [Int]\n  $stockStatus: [StockStatusEnum]\n  $taxonomyFilter: ProductTaxonomyInput\n  $category: ID!\n  $hasCategory: Boolean!\n  $paged: Boolean!\n  $attributeTaxonomies: [TaxonomyEnum]\n  $hasAttributes: Boolean!\n) {\n  productCategory(id: $category, idType: SLUG) @include(if: $hasCategory) {\n    name\n    description\n    id\n  }\n  products(first: $first, after: $after, where: {orderby: $orderby, categoryIn: $categoryIn, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, onSale: $onSale, rating: $rating, stockStatus: $stockStatus, taxonomyFilter: $taxonomyFilter}) {\n    found\n    nodes {\n      __typename\n      id\n      ...ProductCard_product\n    }\n  }\n  counted: products(first: 1, where: {orderby: $orderby, categoryIn: $categoryIn, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, onSale: $onSale, rating: $rating, stockStatus: $stockStatus, taxonomyFilter: $taxonomyFilter}) @include(if: $paged) {\n    found\n  }\n  ...ProductFilters_query\n}\n\nfragment ProductCard_product on ProductUnion {\n  __isProductUnion: __typename\n  databaseId\n  name\n  slug\n  onSale\n  averageRating\n  reviewCount\n  image {\n    sourceUrl\n    id\n  }\n  ... on ProductWithPricing {\n    __isProductWithPricing: __typename\n    price\n    regularPrice\n    salePrice\n  }\n}\n\nfragment ProductFilters_query on RootQuery {\n  productCategories(first: 100, where: {hideEmpty: true, orderby: COUNT, order: DESC}) {\n    nodes {\n      id\n      slug\n      name\n      count\n    }\n  }\n  attributeTerms: terms(first: 100, where: {taxonomies: $attributeTaxonomies, hideEmpty: true, orderby: TERM_ORDER, order: ASC}) @include(if: $hasAttributes) {\n    nodes {\n      __typename\n      id\n      slug\n      name\n      taxonomyName\n    }\n  }\n  taxonomies(first: 100) {\n    nodes {\n      name\n      label\n      graphqlSingleName\n      id\n    }\n  }\n  priciest: products(first: 1, where: {orderby: [{field: PRICE, order: DESC}]}) {\n    nodes {\n      __typename\n      ... on ProductWithPricing {\n        __isProductWithPricing: __typename\n        price(format: RAW)\n      }\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "27b3bee2fd045aa38212d9adc39e3aa8";

export default node;
