/**
 * @generated SignedSource<<e175c69539322f0832ce1843f8b5c6d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ExternalProductButton_product$data = {
  readonly buttonText: string | null | undefined;
  readonly externalUrl: string | null | undefined;
  readonly " $fragmentType": "ExternalProductButton_product";
};
export type ExternalProductButton_product$key = {
  readonly " $data"?: ExternalProductButton_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExternalProductButton_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExternalProductButton_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "externalUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buttonText",
      "storageKey": null
    }
  ],
  "type": "ExternalProduct",
  "abstractKey": null
};

(node as any).hash = "ec75fc89f81dd915e32d3544ea7c514f";

export default node;
