/**
 * @generated SignedSource<<67585dacdad3ec3092876092278cefb1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type LoginProviderEnum = "FACEBOOK" | "GITHUB" | "GOOGLE" | "INSTAGRAM" | "LINKEDIN" | "OAUTH2_GENERIC" | "PASSWORD" | "SITETOKEN" | "%future added value";
export type LoginInput = {
  clientMutationId?: string | null | undefined;
  credentials?: PasswordProviderResponseInput | null | undefined;
  identity?: string | null | undefined;
  oauthResponse?: OAuthProviderResponseInput | null | undefined;
  provider: LoginProviderEnum;
};
export type PasswordProviderResponseInput = {
  password: string;
  username: string;
};
export type OAuthProviderResponseInput = {
  code: string;
  state?: string | null | undefined;
};
export type LoginWithProviderMutation$variables = {
  input: LoginInput;
};
export type LoginWithProviderMutation$data = {
  readonly login: {
    readonly authToken: string | null | undefined;
    readonly authTokenExpiration: string | null | undefined;
    readonly refreshToken: string | null | undefined;
    readonly user: {
      readonly databaseId: number;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type LoginWithProviderMutation = {
  response: LoginWithProviderMutation$data;
  variables: LoginWithProviderMutation$variables;
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
    "concreteType": "LoginPayload",
    "kind": "LinkedField",
    "name": "login",
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
        "name": "refreshToken",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "databaseId",
            "storageKey": null
          }
        ],
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
    "name": "LoginWithProviderMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginWithProviderMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "73f5360a2b9c984e56c04107341af534",
    "id": null,
    "metadata": {},
    "name": "LoginWithProviderMutation",
    "operationKind": "mutation",
    "text": "mutation LoginWithProviderMutation(\n  $input: LoginInput!\n) {\n  login(input: $input) {\n    authToken\n    authTokenExpiration\n    refreshToken\n    user {\n      id\n      databaseId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2a7daec1f9c64a06bec8cc205571cc97";

export default node;
