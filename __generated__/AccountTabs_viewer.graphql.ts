/**
 * @generated SignedSource<<c2e614053ad6ac5b1c89982cadd77ed4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AccountTabs_viewer$data = {
  readonly firstName: string | null | undefined;
  readonly username: string | null | undefined;
  readonly " $fragmentType": "AccountTabs_viewer";
};
export type AccountTabs_viewer$key = {
  readonly " $data"?: AccountTabs_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountTabs_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountTabs_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7ce8498627307ce13f78cc54146e6f86";

export default node;
