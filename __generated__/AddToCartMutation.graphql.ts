/**
 * @generated SignedSource<<66484221c9c957798ace32e6e630926c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddToCartInput = {
  clientMutationId?: string | null | undefined;
  extraData?: string | null | undefined;
  productId: number;
  quantity?: number | null | undefined;
  variation?: ReadonlyArray<ProductAttributeInput | null | undefined> | null | undefined;
  variationId?: number | null | undefined;
};
export type ProductAttributeInput = {
  attributeName: string;
  attributeValue?: string | null | undefined;
};
export type AddToCartMutation$variables = {
  input: AddToCartInput;
};
export type AddToCartMutation$data = {
  readonly addToCart: {
    readonly cart: {
      readonly contents: {
        readonly itemCount: number | null | undefined;
      } | null | undefined;
    } | null | undefined;
  } | null | undefined;
};
export type AddToCartMutation = {
  response: AddToCartMutation$data;
  variables: AddToCartMutation$variables;
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
    "concreteType": "AddToCartPayload",
    "kind": "LinkedField",
    "name": "addToCart",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Cart",
        "kind": "LinkedField",
        "name": "cart",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "CartToCartItemConnection",
            "kind": "LinkedField",
            "name": "contents",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "itemCount",
                "storageKey": null
              }
            ],
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
    "name": "AddToCartMutation",
    "selections": (v1/*:: as any*/),
    "type": "RootMutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AddToCartMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "cea7949a46f2a70a0f37ccc2c0ba539d",
    "id": null,
    "metadata": {},
    "name": "AddToCartMutation",
    "operationKind": "mutation",
    "text": "mutation AddToCartMutation(\n  $input: AddToCartInput!\n) {\n  addToCart(input: $input) {\n    cart {\n      contents {\n        itemCount\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "39a123a44ab98d7645606d28c8b4917a";

export default node;
