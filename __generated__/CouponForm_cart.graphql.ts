/**
 * @generated SignedSource<<eb4ea1c29ec3fc2a8b092b5ccee2beb0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CouponForm_cart$data = {
  readonly appliedCoupons: ReadonlyArray<{
    readonly code: string;
    readonly discountAmount: string;
  } | null | undefined> | null | undefined;
  readonly " $fragmentType": "CouponForm_cart";
};
export type CouponForm_cart$key = {
  readonly " $data"?: CouponForm_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"CouponForm_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CouponForm_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AppliedCoupon",
      "kind": "LinkedField",
      "name": "appliedCoupons",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "code",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "discountAmount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "8bffbe93a8bb481370c92a5689c626da";

export default node;
