/**
 * @generated SignedSource<<322d1fe86dc0f86c795d5f37922cfc10>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type WriteReviewInput = {
  author?: string | null | undefined;
  authorEmail?: string | null | undefined;
  authorUrl?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  commentOn?: number | null | undefined;
  content?: string | null | undefined;
  rating: number;
};
export type WriteReviewMutation$variables = {
  input: WriteReviewInput;
};
export type WriteReviewMutation$data = {
  readonly writeReview: {
    readonly rating: number | null | undefined;
  } | null | undefined;
};
export type WriteReviewMutation = {
  response: WriteReviewMutation$data;
  variables: WriteReviewMutation$variables;
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
    "concreteType": "WriteReviewPayload",
    "kind": "LinkedField",
    "name": "writeReview",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rating",
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
    "name": "WriteReviewMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "WriteReviewMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e98c6c119d478e7a38bcf78e64cdcb94",
    "id": null,
    "metadata": {},
    "name": "WriteReviewMutation",
    "operationKind": "mutation",
    "text": "mutation WriteReviewMutation(\n  $input: WriteReviewInput!\n) {\n  writeReview(input: $input) {\n    rating\n  }\n}\n"
  }
};
})();

(node as any).hash = "24c0b36045c8883b87ea37f400a33dec";

export default node;
