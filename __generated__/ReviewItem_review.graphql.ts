/**
 * @generated SignedSource<<6a83ceddb7d3d97ffb3d3f54a92fab38>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ReviewItem_review$data = {
  readonly node: {
    readonly author: {
      readonly node: {
        readonly name: string | null | undefined;
      };
    } | null | undefined;
    readonly content: string | null | undefined;
    readonly date: string | null | undefined;
  };
  readonly rating: number | null | undefined;
  readonly " $fragmentType": "ReviewItem_review";
};
export type ReviewItem_review$key = {
  readonly " $data"?: ReviewItem_review$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReviewItem_review">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReviewItem_review",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Comment",
      "kind": "LinkedField",
      "name": "node",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "content",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CommentToCommenterConnectionEdge",
          "kind": "LinkedField",
          "name": "author",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": null,
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "name",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ProductToCommentConnectionEdge",
  "abstractKey": null
};

(node as any).hash = "f3480956ae6ded6010b99b370e14bd80";

export default node;
