/**
 * @generated SignedSource<<fb62bedb85f14e73b35c27bece4c7e06>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type SendPasswordResetEmailInput = {
  clientMutationId?: string | null | undefined;
  username: string;
};
export type SendPasswordResetEmailMutation$variables = {
  input: SendPasswordResetEmailInput;
};
export type SendPasswordResetEmailMutation$data = {
  readonly sendPasswordResetEmail: {
    readonly success: boolean | null | undefined;
  } | null | undefined;
};
export type SendPasswordResetEmailMutation = {
  response: SendPasswordResetEmailMutation$data;
  variables: SendPasswordResetEmailMutation$variables;
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
    "concreteType": "SendPasswordResetEmailPayload",
    "kind": "LinkedField",
    "name": "sendPasswordResetEmail",
    "plural": false,
    "selections": [
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
    "name": "SendPasswordResetEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SendPasswordResetEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c3525399e9cdc06111e4d05b4da33ac3",
    "id": null,
    "metadata": {},
    "name": "SendPasswordResetEmailMutation",
    "operationKind": "mutation",
    "text": "mutation SendPasswordResetEmailMutation(\n  $input: SendPasswordResetEmailInput!\n) {\n  sendPasswordResetEmail(input: $input) {\n    success\n  }\n}\n"
  }
};
})();

(node as any).hash = "8ea206a301e5312c24271305bf9d0ec6";

export default node;
