/**
 * @generated SignedSource<<56875f7253da15a3781241bb458085d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountTabsQuery$variables = Record<PropertyKey, never>;
export type AccountTabsQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AccountTabs_viewer">;
  } | null | undefined;
};
export type AccountTabsQuery = {
  response: AccountTabsQuery$data;
  variables: AccountTabsQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AccountTabsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AccountTabs_viewer"
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
    "name": "AccountTabsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "833ca3b20b8b699a60c80259d92f4616",
    "id": null,
    "metadata": {},
    "name": "AccountTabsQuery",
    "operationKind": "query",
    "text": "query AccountTabsQuery {\n  viewer {\n    ...AccountTabs_viewer\n    id\n  }\n}\n\nfragment AccountTabs_viewer on User {\n  firstName\n  username\n}\n"
  }
};

(node as any).hash = "b4a80af08a8c541d8c73b0f9df0d7497";

export default node;
