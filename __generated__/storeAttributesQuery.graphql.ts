/**
 * @generated SignedSource<<b2c766cc221a20a068a21dd3eeb2c788>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type storeAttributesQuery$variables = Record<PropertyKey, never>;
export type storeAttributesQuery$data = {
  readonly taxonomies: {
    readonly nodes: ReadonlyArray<{
      readonly graphqlSingleName: string | null | undefined;
      readonly label: string | null | undefined;
      readonly name: string | null | undefined;
    }>;
  } | null | undefined;
};
export type storeAttributesQuery = {
  response: storeAttributesQuery$data;
  variables: storeAttributesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "label",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "graphqlSingleName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "storeAttributesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "RootQueryToTaxonomyConnection",
        "kind": "LinkedField",
        "name": "taxonomies",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Taxonomy",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": "taxonomies(first:100)"
      }
    ],
    "type": "RootQuery",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "storeAttributesQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "RootQueryToTaxonomyConnection",
        "kind": "LinkedField",
        "name": "taxonomies",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Taxonomy",
            "kind": "LinkedField",
            "name": "nodes",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
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
        "storageKey": "taxonomies(first:100)"
      }
    ]
  },
  "params": {
    "cacheID": "139ad4117944ae533c68b62308677044",
    "id": null,
    "metadata": {},
    "name": "storeAttributesQuery",
    "operationKind": "query",
    "text": "query storeAttributesQuery {\n  taxonomies(first: 100) {\n    nodes {\n      name\n      label\n      graphqlSingleName\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3dba9654e866701b1a41a0f7dca3d57d";

export default node;
