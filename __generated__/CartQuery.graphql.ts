/**
 * @generated SignedSource<<e98a3435b62a75865fbdc85e8041f799>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartQuery$variables = Record<PropertyKey, never>;
export type CartQuery$data = {
  readonly cart: {
    readonly availableShippingMethods: ReadonlyArray<{
      readonly rates: ReadonlyArray<{
        readonly id: string;
      } | null | undefined> | null | undefined;
    } | null | undefined> | null | undefined;
    readonly chosenShippingMethods: ReadonlyArray<string | null | undefined> | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"CartQuery_cart">;
  } | null | undefined;
  readonly customer: {
    readonly id: string;
  } | null | undefined;
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type CartQuery = {
  response: CartQuery$data;
  variables: CartQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "chosenShippingMethods",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/)
],
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Customer",
  "kind": "LinkedField",
  "name": "customer",
  "plural": false,
  "selections": (v2/*:: as any*/),
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": (v2/*:: as any*/),
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subtotal",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
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
v10 = {
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
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockQuantity",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "backordersAllowed",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CartQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "CartQuery_cart"
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ShippingPackage",
            "kind": "LinkedField",
            "name": "availableShippingMethods",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ShippingRate",
                "kind": "LinkedField",
                "name": "rates",
                "plural": true,
                "selections": (v2/*:: as any*/),
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CartQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 100
              }
            ],
            "concreteType": "CartToCartItemConnection",
            "kind": "LinkedField",
            "name": "contents",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": null,
                "kind": "LinkedField",
                "name": "nodes",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "key",
                    "storageKey": null
                  },
                  {
                    "kind": "TypeDiscriminator",
                    "abstractKey": "__isCartItem"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "quantity",
                    "storageKey": null
                  },
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartItemToProductConnectionEdge",
                    "kind": "LinkedField",
                    "name": "product",
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
                          (v5/*:: as any*/),
                          (v7/*:: as any*/),
                          (v8/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "slug",
                            "storageKey": null
                          },
                          (v9/*:: as any*/),
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v10/*:: as any*/)
                            ],
                            "type": "ProductWithPricing",
                            "abstractKey": "__isProductWithPricing"
                          },
                          {
                            "kind": "InlineFragment",
                            "selections": [
                              (v11/*:: as any*/),
                              (v12/*:: as any*/)
                            ],
                            "type": "InventoriedProduct",
                            "abstractKey": "__isInventoriedProduct"
                          },
                          (v1/*:: as any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CartItemToProductVariationConnectionEdge",
                    "kind": "LinkedField",
                    "name": "variation",
                    "plural": false,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "VariationAttribute",
                        "kind": "LinkedField",
                        "name": "attributes",
                        "plural": true,
                        "selections": [
                          (v1/*:: as any*/),
                          (v13/*:: as any*/),
                          (v8/*:: as any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "value",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": null,
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
                          (v5/*:: as any*/),
                          (v7/*:: as any*/),
                          (v10/*:: as any*/),
                          (v11/*:: as any*/),
                          (v12/*:: as any*/),
                          (v9/*:: as any*/),
                          (v1/*:: as any*/)
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
            "storageKey": "contents(first:100)"
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isEmpty",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AppliedCoupon",
            "kind": "LinkedField",
            "name": "appliedCoupons",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "discountAmount",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "needsShippingAddress",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "ShippingPackage",
            "kind": "LinkedField",
            "name": "availableShippingMethods",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "ShippingRate",
                "kind": "LinkedField",
                "name": "rates",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  (v13/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "cost",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "discountTotal",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "shippingTotal",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "totalTax",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "fb49e25955fe7db8bedbcd0a23e96ff2",
    "id": null,
    "metadata": {},
    "name": "CartQuery",
    "operationKind": "query",
    "text": "query CartQuery {\n  cart {\n    ...CartQuery_cart\n    chosenShippingMethods\n    availableShippingMethods {\n      rates {\n        id\n      }\n    }\n  }\n  customer {\n    id\n  }\n  viewer {\n    id\n  }\n}\n\nfragment CartButton_cart on Cart {\n  contents(first: 100) {\n    itemCount\n  }\n}\n\nfragment CartLineItem_item on CartItem {\n  __isCartItem: __typename\n  key\n  quantity\n  subtotal\n  product {\n    node {\n      __typename\n      databaseId\n      name\n      slug\n      image {\n        sourceUrl\n        id\n      }\n      ... on ProductWithPricing {\n        __isProductWithPricing: __typename\n        price(format: RAW)\n      }\n      ... on InventoriedProduct {\n        __isInventoriedProduct: __typename\n        stockQuantity\n        backordersAllowed\n      }\n      id\n    }\n  }\n  variation {\n    attributes {\n      id\n      label\n      name\n      value\n    }\n    node {\n      __typename\n      databaseId\n      price(format: RAW)\n      stockQuantity\n      backordersAllowed\n      image {\n        sourceUrl\n        id\n      }\n      id\n    }\n  }\n}\n\nfragment CartPanelContents_cart on Cart {\n  isEmpty\n  contents(first: 100) {\n    nodes {\n      __typename\n      key\n      ...CartLineItem_item\n    }\n  }\n  ...CouponForm_cart\n  ...ShippingMethods_cart\n  ...CartTotals_cart\n}\n\nfragment CartQuery_cart on Cart {\n  ...CartButton_cart\n  ...CartPanelContents_cart\n  ...CheckoutReview_cart\n  ...CheckoutScreen_cart\n}\n\nfragment CartTotals_cart on Cart {\n  subtotal\n  discountTotal\n  shippingTotal\n  totalTax\n  total\n  needsShippingAddress\n}\n\nfragment CheckoutReview_cart on Cart {\n  contents(first: 100) {\n    nodes {\n      __typename\n      key\n      quantity\n      subtotal\n      product {\n        node {\n          __typename\n          name\n          id\n        }\n      }\n      variation {\n        attributes {\n          label\n          name\n          value\n          id\n        }\n      }\n    }\n  }\n  ...ShippingMethods_cart\n  ...CartTotals_cart\n}\n\nfragment CheckoutScreen_cart on Cart {\n  isEmpty\n  needsShippingAddress\n}\n\nfragment CouponForm_cart on Cart {\n  appliedCoupons {\n    code\n    discountAmount\n  }\n}\n\nfragment ShippingMethods_cart on Cart {\n  needsShippingAddress\n  chosenShippingMethods\n  availableShippingMethods {\n    rates {\n      id\n      label\n      cost\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7e8aa13e22d39b07fbbd0d26c83885af";

export default node;
