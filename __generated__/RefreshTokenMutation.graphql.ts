/**
 * @generated SignedSource<<906b6095c158c921ed57db5caf12aa3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type RefreshTokenInput = {
  clientMutationId?: string | null | undefined;
  refreshToken: string;
};
export type RefreshTokenMutation$variables = {
  input: RefreshTokenInput;
};
export type RefreshTokenMutation$data = {
  readonly refreshToken: {
    readonly authToken: string | null | undefined;
    readonly authTokenExpiration: string | null | undefined;
    readonly success: boolean | null | undefined;
  } | null | undefined;
};
export type RefreshTokenMutation = {
  response: RefreshTokenMutation$data;
  variables: RefreshTokenMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "RefreshTokenPayload",
    "kind": "LinkedField",
    "name": "refreshToken",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "authToken",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "authTokenExpiration",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RefreshTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RefreshTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6535850bbe34c930d4e4a9cbea0cf5b1",
    "id": null,
    "metadata": {},
    "name": "RefreshTokenMutation",
    "operationKind": "mutation",
    "text": "mutation RefreshTokenMutation(\n  $input: RefreshTokenInput!\n) {\n  refreshToken(input: $input) {\n    authToken\n    authTokenExpiration\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "8db4bfd51f5dc76ab0645790c7b11aa2";

export default node;
