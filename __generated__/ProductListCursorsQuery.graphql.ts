/**
 * @generated SignedSource<<12de4259c9ade46a2a795e148bd81ebd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CatalogVisibilityEnum = "CATALOG" | "HIDDEN" | "SEARCH" | "VISIBLE" | "%future added value";
export type OrderEnum = "ASC" | "DESC" | "%future added value";
export type ProductTaxonomyEnum = "PRODUCT_CAT" | "PRODUCT_SHIPPING_CLASS" | "PRODUCT_TAG" | "PRODUCT_TYPE" | "PRODUCT_VISIBILITY" | "%future added value";
export type ProductTypesEnum = "EXTERNAL" | "GROUPED" | "SIMPLE" | "VARIABLE" | "VARIATION" | "%future added value";
export type ProductsOrderByEnum = "DATE" | "IN" | "MENU_ORDER" | "MODIFIED" | "NAME" | "NAME_IN" | "ON_SALE_FROM" | "ON_SALE_TO" | "PARENT" | "PRICE" | "RATING" | "REGULAR_PRICE" | "REVIEW_COUNT" | "SALE_PRICE" | "SLUG" | "TOTAL_SALES" | "%future added value";
export type RelationEnum = "AND" | "OR" | "%future added value";
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
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
export type ProductListCursorsQuery$variables = {
  after?: string | null | undefined;
  first: number;
  where?: RootQueryToProductUnionConnectionWhereArgs | null | undefined;
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
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "where"
},
v3 = [
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
        "kind": "Variable",
        "name": "where",
        "variableName": "where"
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
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductListCursorsQuery",
    "selections": (v3/*:: as any*/),
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "ProductListCursorsQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "e968818d8a11798bfa12f447d37cbb8a",
    "id": null,
    "metadata": {},
    "name": "ProductListCursorsQuery",
    "operationKind": "query",
    "text": "query ProductListCursorsQuery(\n  $first: Int!\n  $after: String\n  $where: RootQueryToProductUnionConnectionWhereArgs\n) {\n  products(first: $first, after: $after, where: $where) {\n    pageInfo {\n      hasNextPage\n    }\n    edges {\n      cursor\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "462dbaef332eb0e8228c32d7de881988";

export default node;
