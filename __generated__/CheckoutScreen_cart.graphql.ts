/**
 * @generated SignedSource<<ba2a85cc7e7f8529619e7b209dee85a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CheckoutScreen_cart$data = {
  readonly isEmpty: boolean | null | undefined;
  readonly needsShippingAddress: boolean | null | undefined;
  readonly " $fragmentType": "CheckoutScreen_cart";
};
export type CheckoutScreen_cart$key = {
  readonly " $data"?: CheckoutScreen_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CheckoutScreen_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CheckoutScreen_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isEmpty",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsShippingAddress",
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "1e0e4ae025c376b6830c53ec9127f79c";

export default node;
