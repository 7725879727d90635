/**
 * @generated SignedSource<<ae0f70bae661496c4f59f0297258aae8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OrderEnum = "ASC" | "DESC" | "%future added value";
export type ProductTaxonomyEnum = "PRODUCT_CAT" | "PRODUCT_SHIPPING_CLASS" | "PRODUCT_TAG" | "PRODUCT_TYPE" | "PRODUCT_VISIBILITY" | "%future added value";
export type ProductsOrderByEnum = "DATE" | "IN" | "MENU_ORDER" | "MODIFIED" | "NAME" | "NAME_IN" | "ON_SALE_FROM" | "ON_SALE_TO" | "PARENT" | "PRICE" | "RATING" | "REGULAR_PRICE" | "REVIEW_COUNT" | "SALE_PRICE" | "SLUG" | "TOTAL_SALES" | "%future added value";
export type RelationEnum = "AND" | "OR" | "%future added value";
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
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
export type ProductListCursorsQuery$variables = {
  after?: string | null | undefined;
  categoryIn?: ReadonlyArray<string | null | undefined> | null | undefined;
  first: number;
  maxPrice?: number | null | undefined;
  minPrice?: number | null | undefined;
  onSale?: boolean | null | undefined;
  orderby?: ReadonlyArray<ProductsOrderbyInput | null | undefined> | null | undefined;
  rating?: ReadonlyArray<number | null | undefined> | null | undefined;
  search?: string | null | undefined;
  stockStatus?: ReadonlyArray<StockStatusEnum | null | undefined> | null | undefined;
  taxonomyFilter?: ProductTaxonomyInput | null | undefined;
};
export type ProductListCursorsQuery$data = {
  readonly products: {
    readonly edges: ReadonlyArray<{
      readonly cursor: string | null | undefined;
    }>;
    readonly pageInfo: {
      readonly hasNextPage: boolean;
    };
  } | null | undefined;
};
export type ProductListCursorsQuery = {
  response: ProductListCursorsQuery$data;
  variables: ProductListCursorsQuery$variables;
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
  "name": "categoryIn"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "maxPrice"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "minPrice"
},
v5 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "onSale"
},
v6 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "orderby"
},
v7 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "rating"
},
v8 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v9 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "stockStatus"
},
v10 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "taxonomyFilter"
},
v11 = [
  {
    "alias": null,
    "args": [
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
      {
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
        "concreteType": "RootQueryToProductUnionConnectionPageInfo",
        "kind": "LinkedField",
        "name": "pageInfo",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "hasNextPage",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RootQueryToProductUnionConnectionEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "cursor",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
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
      (v10/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductListCursorsQuery",
    "selections": (v11/*:: as any*/),
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v6/*:: as any*/),
      (v1/*:: as any*/),
      (v8/*:: as any*/),
      (v4/*:: as any*/),
      (v3/*:: as any*/),
      (v5/*:: as any*/),
      (v7/*:: as any*/),
      (v9/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductListCursorsQuery",
    "selections": (v11/*:: as any*/)
  },
  "params": {
    "cacheID": "8e2c3cf539e385c3f28e1646f6f6b9cc",
    "id": null,
    "metadata": {},
    "name": "ProductListCursorsQuery",
    "operationKind": "query",
    "text": "query ProductListCursorsQuery(\n  $first: Int!\n  $after: String\n  $orderby: [ProductsOrderbyInput]\n  $categoryIn: [String]\n  $search: String\n  $minPrice: Float\n  $maxPrice: Float\n  $onSale: Boolean\n  $rating: [Int]\n  $stockStatus: [StockStatusEnum]\n  $taxonomyFilter: ProductTaxonomyInput\n) {\n  products(first: $first, after: $after, where: {orderby: $orderby, categoryIn: $categoryIn, search: $search, minPrice: $minPrice, maxPrice: $maxPrice, onSale: $onSale, rating: $rating, stockStatus: $stockStatus, taxonomyFilter: $taxonomyFilter}) {\n    pageInfo {\n      hasNextPage\n    }\n    edges {\n      cursor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b295cf7346ea83960bbd0732118759c5";

export default node;
