/**
 * @generated SignedSource<<83ac89a09fd03af16115f54f739f0fd4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartTotals_cart$data = {
  readonly discountTotal: string | null | undefined;
  readonly needsShippingAddress: boolean | null | undefined;
  readonly shippingTotal: string | null | undefined;
  readonly subtotal: string | null | undefined;
  readonly total: string | null | undefined;
  readonly totalTax: string | null | undefined;
  readonly " $fragmentType": "CartTotals_cart";
};
export type CartTotals_cart$key = {
  readonly " $data"?: CartTotals_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartTotals_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartTotals_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subtotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "discountTotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shippingTotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalTax",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "total",
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

(node as any).hash = "7a847d92818a5f91ce06f92a4caeeebc";

export default node;
