/**
 * @generated SignedSource<<8c782d228fe2f8ed8ba36b15d3e59426>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartButtonQuery$variables = Record<PropertyKey, never>;
export type CartButtonQuery$data = {
  readonly cart: {
    readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart">;
  } | null | undefined;
};
export type CartButtonQuery = {
  response: CartButtonQuery$data;
  variables: CartButtonQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CartButtonQuery",
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
            "name": "CartButton_cart"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CartButtonQuery",
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
              }
            ],
            "storageKey": "contents(first:100)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c4794bc7437526a329529c0da817c2c4",
    "id": null,
    "metadata": {},
    "name": "CartButtonQuery",
    "operationKind": "query",
    "text": "query CartButtonQuery {\n  cart {\n    ...CartButton_cart\n  }\n}\n\nfragment CartButton_cart on Cart {\n  contents(first: 100) {\n    itemCount\n  }\n}\n"
  }
};

(node as any).hash = "c7c7675c882d38035763ce235f677123";

export default node;
