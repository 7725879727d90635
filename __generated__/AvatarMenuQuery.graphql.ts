/**
 * @generated SignedSource<<69366c4b6932eb9463adc4a28acd732f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AvatarMenuQuery$variables = Record<PropertyKey, never>;
export type AvatarMenuQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AvatarMenu_viewer">;
  } | null | undefined;
};
export type AvatarMenuQuery = {
  response: AvatarMenuQuery$data;
  variables: AvatarMenuQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AvatarMenuQuery",
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
            "name": "AvatarMenu_viewer"
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
    "name": "AvatarMenuQuery",
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
            "concreteType": "Avatar",
            "kind": "LinkedField",
            "name": "avatar",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "url",
                "storageKey": null
              }
            ],
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
    "cacheID": "c7891024b0b13a1d1b975bf33ecf4713",
    "id": null,
    "metadata": {},
    "name": "AvatarMenuQuery",
    "operationKind": "query",
    "text": "query AvatarMenuQuery {\n  viewer {\n    ...AvatarMenu_viewer\n    id\n  }\n}\n\nfragment AvatarMenu_viewer on User {\n  firstName\n  username\n  avatar {\n    url\n  }\n}\n"
  }
};

(node as any).hash = "8fd4272c3b0543d66ae9252a853b5274";

export default node;
