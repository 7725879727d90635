/**
 * @generated SignedSource<<b1ae714aa86642ee7163b7aaaaba0649>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type OrderStatusEnum = "CANCELLED" | "CHECKOUT_DRAFT" | "COMPLETED" | "FAILED" | "ON_HOLD" | "PENDING" | "PROCESSING" | "REFUNDED" | "%future added value";
export type OrdersTabQuery$variables = Record<PropertyKey, never>;
export type OrdersTabQuery$data = {
  readonly customer: {
    readonly orders: {
      readonly nodes: ReadonlyArray<{
        readonly databaseId: number | null | undefined;
        readonly date: string | null | undefined;
        readonly id: string;
        readonly orderNumber: string | null | undefined;
        readonly status: OrderStatusEnum | null | undefined;
        readonly total: string | null | undefined;
      }>;
    } | null | undefined;
  } | null | undefined;
};
export type OrdersTabQuery = {
  response: OrdersTabQuery$data;
  variables: OrdersTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 100
    }
  ],
  "concreteType": "CustomerToOrderConnection",
  "kind": "LinkedField",
  "name": "orders",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "nodes",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderNumber",
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
          "kind": "ScalarField",
          "name": "status",
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
    }
  ],
  "storageKey": "orders(first:100)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OrdersTabQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
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
    "name": "OrdersTabQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Customer",
        "kind": "LinkedField",
        "name": "customer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ba9e0c3a1f58f2fb89b0634eb1c311f9",
    "id": null,
    "metadata": {},
    "name": "OrdersTabQuery",
    "operationKind": "query",
    "text": "query OrdersTabQuery {\n  customer {\n    orders(first: 100) {\n      nodes {\n        id\n        databaseId\n        orderNumber\n        date\n        status\n        total\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "3f5bd5611d109c4f1a5e6c8dbf0d066c";

export default node;
