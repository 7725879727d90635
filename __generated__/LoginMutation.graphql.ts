/**
 * @generated SignedSource<<38756ecdbe85696f8e9835b5f5f008f7>>
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
export type LoginMutation$variables = {
  input: LoginInput;
};
export type LoginMutation$data = {
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
export type LoginMutation = {
  response: LoginMutation$data;
  variables: LoginMutation$variables;
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
    "name": "LoginMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "LoginMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4d73eac1e1d3b51e7355d58d134116e4",
    "id": null,
    "metadata": {},
    "name": "LoginMutation",
    "operationKind": "mutation",
    "text": "mutation LoginMutation(\n  $input: LoginInput!\n) {\n  login(input: $input) {\n    authToken\n    authTokenExpiration\n    refreshToken\n    user {\n      id\n      databaseId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "97489fc26607af411241e8e82c6a8e08";

export default node;
