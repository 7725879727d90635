/**
 * @generated SignedSource<<a975305b5dfeb3bfdf04373c7857ce3e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductCategories_product$data = {
  readonly productCategories: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly name: string | null | undefined;
      readonly slug: string | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "ProductCategories_product";
};
export type ProductCategories_product$key = {
  readonly " $data"?: ProductCategories_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductCategories_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductCategories_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductToProductCategoryConnection",
      "kind": "LinkedField",
      "name": "productCategories",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ProductCategory",
          "kind": "LinkedField",
          "name": "nodes",
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
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "fe300566d050b83e6e4a9d91135cabf2";

export default node;
