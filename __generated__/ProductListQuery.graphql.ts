/**
 * @generated SignedSource<<d4861bd5f98813e8e3bf136601d251b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CatalogVisibilityEnum = "CATALOG" | "HIDDEN" | "SEARCH" | "VISIBLE" | "%future added value";
export type OrderEnum = "ASC" | "DESC" | "%future added value";
export type ProductTaxonomyEnum = "PRODUCT_CAT" | "PRODUCT_SHIPPING_CLASS" | "PRODUCT_TAG" | "PRODUCT_TYPE" | "PRODUCT_VISIBILITY" | "%future added value";
export type ProductTypesEnum = "EXTERNAL" | "GROUPED" | "SIMPLE" | "VARIABLE" | "VARIATION" | "%future added value";
export type ProductsOrderByEnum = "DATE" | "IN" | "MENU_ORDER" | "MODIFIED" | "NAME" | "NAME_IN" | "ON_SALE_FROM" | "ON_SALE_TO" | "PARENT" | "PRICE" | "RATING" | "REGULAR_PRICE" | "REVIEW_COUNT" | "SALE_PRICE" | "SLUG" | "TOTAL_SALES" | "%future added value";
export type RelationEnum = "AND" | "OR" | "%future added value";
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
export type TaxonomyEnum = "CATEGORY" | "POSTFORMAT" | "PRODUCTCATEGORY" | "PRODUCTTAG" | "PRODUCTTYPE" | "SHIPPINGCLASS" | "TAG" | "VISIBLEPRODUCT" | "%future added value";
export type TaxonomyOperatorEnum = "AND" | "EXISTS" | "IN" | "NOT_EXISTS" | "NOT_IN" | "%future added value";
export type RootQueryToProductUnionConnectionWhereArgs = {
  attribute?: string | null | undefined;
  attributeTerm?: string | null | undefined;
  category?: string | null | undefined;
  categoryId?: number | null | undefined;
  categoryIdIn?: ReadonlyArray<number | null | undefined> | null | undefined;
  categoryIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  categoryNotIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  exclude?: ReadonlyArray<number | null | undefined> | null | undefined;
  featured?: boolean | null | undefined;
  include?: ReadonlyArray<number | null | undefined> | null | undefined;
  maxPrice?: number | null | undefined;
  minPrice?: number | null | undefined;
  onSale?: boolean | null | undefined;
  orderby?: ReadonlyArray<ProductsOrderbyInput | null | undefined> | null | undefined;
  rating?: ReadonlyArray<number | null | undefined> | null | undefined;
  search?: string | null | undefined;
  sku?: string | null | undefined;
  slugIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  stockStatus?: ReadonlyArray<StockStatusEnum | null | undefined> | null | undefined;
  tag?: string | null | undefined;
  tagIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  taxonomyFilter?: ProductTaxonomyInput | null | undefined;
  type?: ProductTypesEnum | null | undefined;
  typeIn?: ReadonlyArray<ProductTypesEnum | null | undefined> | null | undefined;
  typeNotIn?: ReadonlyArray<ProductTypesEnum | null | undefined> | null | undefined;
  visibility?: CatalogVisibilityEnum | null | undefined;
};
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
  first: number;
  hasAttributes: boolean;
  hasCategory: boolean;
  paged: boolean;
  where?: RootQueryToProductUnionConnectionWhereArgs | null | undefined;
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
  "name": "first"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasAttributes"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasCategory"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "paged"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "where"
},
v8 = [
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
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v11 = {
  "kind": "Variable",
  "name": "where",
  "variableName": "where"
},
v12 = [
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
  (v11/*:: as any*/)
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "found",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v15 = {
  "kind": "Literal",
  "name": "first",
  "value": 1
},
v16 = {
  "condition": "paged",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": "counted",
      "args": [
        (v15/*:: as any*/),
        (v11/*:: as any*/)
      ],
      "concreteType": "RootQueryToProductUnionConnection",
      "kind": "LinkedField",
      "name": "products",
      "plural": false,
      "selections": [
        (v13/*:: as any*/)
      ],
      "storageKey": null
    }
  ]
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v19 = {
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
      (v7/*:: as any*/)
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
            "args": (v8/*:: as any*/),
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "productCategory",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "RootQueryToProductUnionConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v14/*:: as any*/),
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
      (v16/*:: as any*/),
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
      (v3/*:: as any*/),
      (v0/*:: as any*/),
      (v7/*:: as any*/),
      (v2/*:: as any*/),
      (v5/*:: as any*/),
      (v6/*:: as any*/),
      (v1/*:: as any*/),
      (v4/*:: as any*/)
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
            "args": (v8/*:: as any*/),
            "concreteType": "ProductCategory",
            "kind": "LinkedField",
            "name": "productCategory",
            "plural": false,
            "selections": [
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      },
      {
        "alias": null,
        "args": (v12/*:: as any*/),
        "concreteType": "RootQueryToProductUnionConnection",
        "kind": "LinkedField",
        "name": "products",
        "plural": false,
        "selections": [
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": null,
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v17/*:: as any*/),
              (v14/*:: as any*/),
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
              (v9/*:: as any*/),
              (v18/*:: as any*/),
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
                  (v14/*:: as any*/)
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
      (v16/*:: as any*/),
      {
        "alias": null,
        "args": [
          (v19/*:: as any*/),
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
              (v14/*:: as any*/),
              (v18/*:: as any*/),
              (v9/*:: as any*/),
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
              (v19/*:: as any*/),
              {
                "fields": [
                  {
                    "kind": "Literal",
                    "name": "hideEmpty",
                    "value": true
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
                  (v17/*:: as any*/),
                  (v14/*:: as any*/),
                  (v18/*:: as any*/),
                  (v9/*:: as any*/),
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
          (v19/*:: as any*/)
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
              (v9/*:: as any*/),
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
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "taxonomies(first:100)"
      },
      {
        "alias": "priciest",
        "args": [
          (v15/*:: as any*/),
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
              (v17/*:: as any*/),
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
              (v14/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "products(first:1,where:{\"orderby\":[{\"field\":\"PRICE\",\"order\":\"DESC\"}]})"
      }
    ]
  },
  "params": {
    "cacheID": "52b4a3d7fba0e37322f7ebf21254053c",
    "id": null,
    "metadata": {},
    "name": "ProductListQuery",
    "operationKind": "query",
    "text": "query ProductListQuery(\n  $first: Int!\n  $after: String\n  $where: RootQueryToProductUnionConnectionWhereArgs\n  $category: ID!\n  $hasCategory: Boolean!\n  $paged: Boolean!\n  $attributeTaxonomies: [TaxonomyEnum]\n  $hasAttributes: Boolean!\n) {\n  productCategory(id: $category, idType: SLUG) @include(if: $hasCategory) {\n    name\n    description\n    id\n  }\n  products(first: $first, after: $after, where: $where) {\n    found\n    nodes {\n      __typename\n      id\n      ...ProductCard_product\n    }\n  }\n  counted: products(first: 1, where: $where) @include(if: $paged) {\n    found\n  }\n  ...ProductFilters_query\n}\n\nfragment ProductCard_product on ProductUnion {\n  __isProductUnion: __typename\n  databaseId\n  name\n  slug\n  onSale\n  averageRating\n  reviewCount\n  image {\n    sourceUrl\n    id\n  }\n  ... on ProductWithPricing {\n    __isProductWithPricing: __typename\n    price\n    regularPrice\n    salePrice\n  }\n}\n\nfragment ProductFilters_query on RootQuery {\n  productCategories(first: 100, where: {hideEmpty: true, orderby: COUNT, order: DESC}) {\n    nodes {\n      id\n      slug\n      name\n      count\n    }\n  }\n  attributeTerms: terms(first: 100, where: {taxonomies: $attributeTaxonomies, hideEmpty: true, orderby: TERM_ORDER}) @include(if: $hasAttributes) {\n    nodes {\n      __typename\n      id\n      slug\n      name\n      taxonomyName\n    }\n  }\n  taxonomies(first: 100) {\n    nodes {\n      name\n      label\n      graphqlSingleName\n      id\n    }\n  }\n  priciest: products(first: 1, where: {orderby: [{field: PRICE, order: DESC}]}) {\n    nodes {\n      __typename\n      ... on ProductWithPricing {\n        __isProductWithPricing: __typename\n        price(format: RAW)\n      }\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c36774b7e5623e1471eed036928d78ae";

export default node;
