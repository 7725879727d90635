/**
 * @generated SignedSource<<d8ef55689a271c92bcd1eac78a2e6439>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductScreenQuery$variables = {
  slug: string;
};
export type ProductScreenQuery$data = {
  readonly product: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ProductDetail_product" | "ProductHead_product">;
  } | null | undefined;
};
export type ProductScreenQuery = {
  response: ProductScreenQuery$data;
  variables: ProductScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "slug"
  },
  {
    "kind": "Literal",
    "name": "idType",
    "value": "SLUG"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sourceUrl",
  "storageKey": null
},
v8 = [
  (v6/*:: as any*/),
  (v7/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "altText",
    "storageKey": null
  },
  (v2/*:: as any*/)
],
v9 = {
  "alias": null,
  "args": null,
  "concreteType": "MediaItem",
  "kind": "LinkedField",
  "name": "image",
  "plural": false,
  "selections": (v8/*:: as any*/),
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "averageRating",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reviewCount",
  "storageKey": null
},
v12 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "onSale",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "price",
  "storageKey": null
},
v15 = {
  "kind": "InlineFragment",
  "selections": [
    (v14/*:: as any*/),
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
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sku",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockStatus",
  "storageKey": null
},
v18 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "VariationAttribute",
    "kind": "LinkedField",
    "name": "nodes",
    "plural": true,
    "selections": [
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "storageKey": null
  }
],
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockQuantity",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "backordersAllowed",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProductScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductDetail_product"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductHead_product"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProductScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "product",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v2/*:: as any*/),
          {
            "kind": "TypeDiscriminator",
            "abstractKey": "__isProduct"
          },
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ProductToProductCategoryConnection",
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
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 20
              }
            ],
            "concreteType": "ProductToMediaItemConnection",
            "kind": "LinkedField",
            "name": "galleryImages",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "MediaItem",
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": (v8/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": "galleryImages(first:20)"
          },
          (v10/*:: as any*/),
          (v11/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shortDescription",
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "type",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v12/*:: as any*/),
            "concreteType": "ProductToCommentConnection",
            "kind": "LinkedField",
            "name": "reviews",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
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
                      (v2/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "content",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "date",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "CommentToCommenterConnectionEdge",
                        "kind": "LinkedField",
                        "name": "author",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": null,
                            "kind": "LinkedField",
                            "name": "node",
                            "plural": false,
                            "selections": [
                              (v3/*:: as any*/),
                              (v4/*:: as any*/),
                              (v2/*:: as any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "reviews(first:100)"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reviewsAllowed",
            "storageKey": null
          },
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
                  (v3/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "kind": "TypeDiscriminator",
                    "abstractKey": "__isProductUnion"
                  },
                  (v6/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v13/*:: as any*/),
                  (v10/*:: as any*/),
                  (v11/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "MediaItem",
                    "kind": "LinkedField",
                    "name": "image",
                    "plural": false,
                    "selections": [
                      (v7/*:: as any*/),
                      (v2/*:: as any*/)
                    ],
                    "storageKey": null
                  },
                  (v15/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "related(first:5)"
          },
          (v5/*:: as any*/),
          (v16/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v13/*:: as any*/),
              (v15/*:: as any*/),
              {
                "kind": "InlineFragment",
                "selections": [
                  (v17/*:: as any*/)
                ],
                "type": "InventoriedProduct",
                "abstractKey": "__isInventoriedProduct"
              }
            ],
            "type": "ProductUnion",
            "abstractKey": "__isProductUnion"
          },
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
                "selections": (v18/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v12/*:: as any*/),
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
                      (v3/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "ProductVariationToVariationAttributeConnection",
                        "kind": "LinkedField",
                        "name": "attributes",
                        "plural": false,
                        "selections": (v18/*:: as any*/),
                        "storageKey": null
                      },
                      {
                        "kind": "TypeDiscriminator",
                        "abstractKey": "__isProductVariation"
                      },
                      (v6/*:: as any*/),
                      (v17/*:: as any*/),
                      (v19/*:: as any*/),
                      (v20/*:: as any*/),
                      (v2/*:: as any*/),
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          (v13/*:: as any*/),
                          (v16/*:: as any*/),
                          (v9/*:: as any*/),
                          (v15/*:: as any*/),
                          {
                            "kind": "TypeDiscriminator",
                            "abstractKey": "__isInventoriedProduct"
                          }
                        ],
                        "type": "ProductUnion",
                        "abstractKey": "__isProductUnion"
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
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v17/*:: as any*/),
              (v19/*:: as any*/),
              (v20/*:: as any*/)
            ],
            "type": "InventoriedProduct",
            "abstractKey": "__isInventoriedProduct"
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ProductToProductAttributeConnection",
                "kind": "LinkedField",
                "name": "attributes",
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
                      (v3/*:: as any*/),
                      (v2/*:: as any*/),
                      (v4/*:: as any*/),
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
                        "name": "variation",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "options",
                        "storageKey": null
                      },
                      {
                        "kind": "InlineFragment",
                        "selections": [
                          {
                            "alias": null,
                            "args": (v12/*:: as any*/),
                            "concreteType": "GlobalProductAttributeToTermNodeConnection",
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
                                  (v3/*:: as any*/),
                                  (v5/*:: as any*/),
                                  (v4/*:: as any*/),
                                  (v2/*:: as any*/)
                                ],
                                "storageKey": null
                              }
                            ],
                            "storageKey": "terms(first:100)"
                          }
                        ],
                        "type": "GlobalProductAttribute",
                        "abstractKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "VariableProduct",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "externalUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "buttonText",
                "storageKey": null
              }
            ],
            "type": "ExternalProduct",
            "abstractKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              (v14/*:: as any*/)
            ],
            "type": "ProductWithPricing",
            "abstractKey": "__isProductWithPricing"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e315a2a964bc6d8303f019d2c0da7b94",
    "id": null,
    "metadata": {},
    "name": "ProductScreenQuery",
    "operationKind": "query",
    "text": "query ProductScreenQuery(\n  $slug: ID!\n) {\n  product(id: $slug, idType: SLUG) {\n    __typename\n    id\n    ...ProductDetail_product\n    ...ProductHead_product\n  }\n}\n\nfragment AddToCartForm_product on Product {\n  __isProduct: __typename\n  databaseId\n  type\n  ... on InventoriedProduct {\n    __isInventoriedProduct: __typename\n    stockStatus\n    stockQuantity\n    backordersAllowed\n  }\n}\n\nfragment AddToCartForm_variation on ProductVariation {\n  __isProductVariation: __typename\n  databaseId\n  stockStatus\n  stockQuantity\n  backordersAllowed\n}\n\nfragment ExternalProductButton_product on ExternalProduct {\n  externalUrl\n  buttonText\n}\n\nfragment ProductBreadcrumb_product on Product {\n  __isProduct: __typename\n  name\n  productCategories {\n    nodes {\n      name\n      slug\n      id\n    }\n  }\n}\n\nfragment ProductCard_product on ProductUnion {\n  __isProductUnion: __typename\n  databaseId\n  name\n  slug\n  onSale\n  averageRating\n  reviewCount\n  image {\n    sourceUrl\n    id\n  }\n  ... on ProductWithPricing {\n    __isProductWithPricing: __typename\n    price\n    regularPrice\n    salePrice\n  }\n}\n\nfragment ProductCategories_product on Product {\n  __isProduct: __typename\n  productCategories {\n    nodes {\n      id\n      name\n      slug\n    }\n  }\n}\n\nfragment ProductDescription_product on Product {\n  __isProduct: __typename\n  description\n}\n\nfragment ProductDetail_product on Product {\n  __isProduct: __typename\n  ...ProductBreadcrumb_product\n  ...ProductGallery_product\n  ...ProductTitle_product\n  ... on ProductUnion {\n    __isProductUnion: __typename\n    ...ProductPrice_product\n    ...ProductStock_product\n    ...ProductSku_product\n  }\n  ...ProductShortDescription_product\n  ...useVariationSelection_product\n  ...AddToCartForm_product\n  ...ProductCategories_product\n  ...ProductDescription_product\n  ...ProductReviews_product\n  ...ReviewForm_product\n  databaseId\n  name\n  ...RelatedProducts_product\n  ...VariationPicker_product\n  ...ExternalProductButton_product\n}\n\nfragment ProductGallery_product on Product {\n  __isProduct: __typename\n  name\n  image {\n    databaseId\n    sourceUrl\n    altText\n    id\n  }\n  galleryImages(first: 20) {\n    nodes {\n      databaseId\n      sourceUrl\n      altText\n      id\n    }\n  }\n}\n\nfragment ProductGallery_variation on ProductUnion {\n  __isProductUnion: __typename\n  image {\n    databaseId\n    sourceUrl\n    altText\n    id\n  }\n}\n\nfragment ProductHead_product on Product {\n  __isProduct: __typename\n  name\n  slug\n  sku\n  shortDescription\n  description\n  averageRating\n  reviewCount\n  image {\n    sourceUrl\n    id\n  }\n  productCategories {\n    nodes {\n      name\n      slug\n      id\n    }\n  }\n  ... on ProductWithPricing {\n    __isProductWithPricing: __typename\n    price\n  }\n  ... on InventoriedProduct {\n    __isInventoriedProduct: __typename\n    stockStatus\n  }\n}\n\nfragment ProductPrice_product on ProductUnion {\n  __isProductUnion: __typename\n  onSale\n  ... on ProductWithPricing {\n    __isProductWithPricing: __typename\n    price\n    regularPrice\n    salePrice\n  }\n}\n\nfragment ProductReviews_product on Product {\n  __isProduct: __typename\n  averageRating\n  reviewCount\n  reviews(first: 100) {\n    averageRating\n    edges {\n      rating\n      node {\n        id\n      }\n      ...ReviewItem_review\n    }\n  }\n}\n\nfragment ProductShortDescription_product on Product {\n  __isProduct: __typename\n  shortDescription\n}\n\nfragment ProductSku_product on ProductUnion {\n  __isProductUnion: __typename\n  sku\n}\n\nfragment ProductStock_product on ProductUnion {\n  __isProductUnion: __typename\n  ... on InventoriedProduct {\n    __isInventoriedProduct: __typename\n    stockStatus\n  }\n}\n\nfragment ProductTitle_product on Product {\n  __isProduct: __typename\n  name\n  averageRating\n  reviewCount\n}\n\nfragment RelatedProducts_product on Product {\n  __isProduct: __typename\n  related(first: 5) {\n    nodes {\n      __typename\n      id\n      ...ProductCard_product\n    }\n  }\n}\n\nfragment ReviewForm_product on Product {\n  __isProduct: __typename\n  databaseId\n  reviewsAllowed\n  reviewCount\n}\n\nfragment ReviewItem_review on ProductToCommentConnectionEdge {\n  rating\n  node {\n    content\n    date\n    author {\n      node {\n        __typename\n        name\n        id\n      }\n    }\n    id\n  }\n}\n\nfragment VariationPicker_product on VariableProduct {\n  attributes {\n    nodes {\n      __typename\n      id\n      name\n      label\n      variation\n      options\n      ... on GlobalProductAttribute {\n        terms(first: 100) {\n          nodes {\n            __typename\n            slug\n            name\n            id\n          }\n        }\n      }\n    }\n  }\n}\n\nfragment useVariationSelection_product on Product {\n  __isProduct: __typename\n  ... on VariableProduct {\n    defaultAttributes {\n      nodes {\n        name\n        value\n        id\n      }\n    }\n    variations(first: 100) {\n      nodes {\n        __typename\n        attributes {\n          nodes {\n            name\n            value\n            id\n          }\n        }\n        ...ProductPrice_product\n        ...ProductStock_product\n        ...ProductSku_product\n        ...ProductGallery_variation\n        ...AddToCartForm_variation\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "71b3cacfaebe813c75b1633f3148a49e";

export default node;
