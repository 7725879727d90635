/**
 * @generated SignedSource<<3b80d2c291b1d5a5727414874742e446>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountRouteQuery$variables = Record<PropertyKey, never>;
export type AccountRouteQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SocialLoginButtons_query">;
};
export type AccountRouteQuery = {
  response: AccountRouteQuery$data;
  variables: AccountRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountRouteQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SocialLoginButtons_query"
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "LoginClient",
        "kind": "LinkedField",
        "name": "loginClients",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "provider",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "authorizationUrl",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "270619b33ef44ad2161166d0cb32a2eb",
    "id": null,
    "metadata": {},
    "name": "AccountRouteQuery",
    "operationKind": "query",
    "text": "query AccountRouteQuery {\n  ...SocialLoginButtons_query\n}\n\nfragment SocialLoginButtons_query on RootQuery {\n  loginClients {\n    name\n    provider\n    isEnabled\n    authorizationUrl\n  }\n}\n"
  }
};

(node as any).hash = "088d6956503897a89214791c5ac7cc92";

export default node;
