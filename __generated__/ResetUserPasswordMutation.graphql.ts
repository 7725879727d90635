/**
 * @generated SignedSource<<cc85ff6811050b9f5e3fa6ee58a1db9f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type ResetUserPasswordInput = {
  clientMutationId?: string | null | undefined;
  key?: string | null | undefined;
  login?: string | null | undefined;
  password?: string | null | undefined;
};
export type ResetUserPasswordMutation$variables = {
  input: ResetUserPasswordInput;
};
export type ResetUserPasswordMutation$data = {
  readonly resetUserPassword: {
    readonly user: {
      readonly databaseId: number;
    } | null | undefined;
  } | null | undefined;
};
export type ResetUserPasswordMutation = {
  response: ResetUserPasswordMutation$data;
  variables: ResetUserPasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ResetUserPasswordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResetUserPasswordPayload",
        "kind": "LinkedField",
        "name": "resetUserPassword",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ResetUserPasswordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ResetUserPasswordPayload",
        "kind": "LinkedField",
        "name": "resetUserPassword",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e66fade210b2f157f951b278e0e49a7a",
    "id": null,
    "metadata": {},
    "name": "ResetUserPasswordMutation",
    "operationKind": "mutation",
    "text": "mutation ResetUserPasswordMutation(\n  $input: ResetUserPasswordInput!\n) {\n  resetUserPassword(input: $input) {\n    user {\n      databaseId\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "c4d10a62ca18fad216105bd172aaa83e";

export default node;
