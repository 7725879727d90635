/**
 * @generated SignedSource<<645d4fe3e76c8a584580eae93095370c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type StripeIntentQuery$variables = Record<PropertyKey, never>;
export type StripeIntentQuery$data = {
  readonly stripePaymentIntent: {
    readonly clientSecret: string | null | undefined;
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
    "cacheID": "4406d8dda615c4fca1bb154d3d2a3e5b",
    "id": null,
    "metadata": {},
    "name": "StripeIntentQuery",
    "operationKind": "query",
    "text": "query StripeIntentQuery {\n  stripePaymentIntent {\n    id\n    clientSecret\n    error\n  }\n}\n"
  }
};
})();

(node as any).hash = "34f19af4816b2f7c900f9ed156715661";

export default node;
