/**
 * @generated SignedSource<<0415be31cfab883bb0c4398e0d48e8c7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AvatarMenu_viewer$data = {
  readonly avatar: {
    readonly url: string | null | undefined;
  } | null | undefined;
  readonly firstName: string | null | undefined;
  readonly username: string | null | undefined;
  readonly " $fragmentType": "AvatarMenu_viewer";
};
export type AvatarMenu_viewer$key = {
  readonly " $data"?: AvatarMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AvatarMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AvatarMenu_viewer",
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Avatar",
      "kind": "LinkedField",
      "name": "avatar",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a8500abbbf670c10ede9ebc910c60732";

export default node;
