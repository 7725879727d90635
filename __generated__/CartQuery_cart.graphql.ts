/**
 * @generated SignedSource<<33f7bb6bec1894e770b7ff5e92fceaf8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartQuery_cart$data = {
  readonly " $fragmentSpreads": FragmentRefs<"CartButton_cart" | "CartPanelContents_cart" | "CheckoutReview_cart" | "CheckoutScreen_cart">;
  readonly " $fragmentType": "CartQuery_cart";
};
export type CartQuery_cart$key = {
  readonly " $data"?: CartQuery_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartQuery_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartQuery_cart",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CartButton_cart"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CartPanelContents_cart"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CheckoutReview_cart"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "CheckoutScreen_cart"
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "10289b63160357779c492561cb86bcf0";

export default node;
