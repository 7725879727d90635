/**
 * @generated SignedSource<<a246e13e4c652b7a4d385f3b52cc4e96>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
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
