/**
 * @generated SignedSource<<bb2008271d5ed353a6ce6b781df9018e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type StripeIntentQuery$variables = Record<PropertyKey, never>;
export type StripeIntentQuery$data = {
  readonly stripePaymentIntent: {
    readonly amount: number | null | undefined;
    readonly clientSecret: string | null | undefined;
    readonly currency: string | null | undefined;
    readonly error: string | null | undefined;
    readonly id: string | null | undefined;
  } | null | undefined;
};
export type StripeIntentQuery = {
  response: StripeIntentQuery$data;
  variables: StripeIntentQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PaymentIntent",
    "kind": "LinkedField",
    "name": "stripePaymentIntent",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "clientSecret",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "amount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "currency",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "error",
        "storageKey": null
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
    "name": "StripeIntentQuery",
    "selections": (v0/*:: as any*/),
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "StripeIntentQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "bcf206c60391489c013e78f8d5e3d133",
    "id": null,
    "metadata": {},
    "name": "StripeIntentQuery",
    "operationKind": "query",
    "text": "query StripeIntentQuery {\n  stripePaymentIntent {\n    id\n    clientSecret\n    amount\n    currency\n    error\n  }\n}\n"
  }
};
})();

(node as any).hash = "d77f214ceb348a5b45776c3b91a874f3";

export default node;
