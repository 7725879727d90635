/**
 * @generated SignedSource<<a23ba896a096a8e53fe469b2c712d2ce>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type LoginProviderEnum = "FACEBOOK" | "GITHUB" | "GOOGLE" | "INSTAGRAM" | "LINKEDIN" | "OAUTH2_GENERIC" | "PASSWORD" | "SITETOKEN" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type SocialLoginButtons_query$data = {
  readonly loginClients: ReadonlyArray<{
    readonly authorizationUrl: string | null | undefined;
    readonly isEnabled: boolean | null | undefined;
    readonly name: string | null | undefined;
    readonly provider: LoginProviderEnum | null | undefined;
  } | null | undefined> | null | undefined;
  readonly " $fragmentType": "SocialLoginButtons_query";
};
export type SocialLoginButtons_query$key = {
  readonly " $data"?: SocialLoginButtons_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SocialLoginButtons_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SocialLoginButtons_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LoginClient",
      "kind": "LinkedField",
      "name": "loginClients",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "provider",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isEnabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "authorizationUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RootQuery",
  "abstractKey": null
};

(node as any).hash = "4a31e4285fc7ee87bb8b4faafec53a1d";

export default node;
