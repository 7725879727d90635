/**
 * @generated SignedSource<<5b443d34865539e63dd0a1fecb15cfb7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ShippingMethods_cart$data = {
  readonly availableShippingMethods: ReadonlyArray<{
    readonly rates: ReadonlyArray<{
      readonly cost: string | null | undefined;
      readonly id: string;
      readonly label: string | null | undefined;
    } | null | undefined> | null | undefined;
  } | null | undefined> | null | undefined;
  readonly chosenShippingMethods: ReadonlyArray<string | null | undefined> | null | undefined;
  readonly needsShippingAddress: boolean | null | undefined;
  readonly " $fragmentType": "ShippingMethods_cart";
};
export type ShippingMethods_cart$key = {
  readonly " $data"?: ShippingMethods_cart$data;
  readonly " $fragmentSpreads": FragmentRefs<"ShippingMethods_cart">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ShippingMethods_cart",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "needsShippingAddress",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "chosenShippingMethods",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ShippingPackage",
      "kind": "LinkedField",
      "name": "availableShippingMethods",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ShippingRate",
          "kind": "LinkedField",
          "name": "rates",
          "plural": true,
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
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cost",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Cart",
  "abstractKey": null
};

(node as any).hash = "2491340bc28628442e5d3e1e60fcf6e1";

export default node;
