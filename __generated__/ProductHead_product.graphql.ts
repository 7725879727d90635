/**
 * @generated SignedSource<<5572c667e03af27684829da8f39335d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type StockStatusEnum = "IN_STOCK" | "ON_BACKORDER" | "OUT_OF_STOCK" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type ProductHead_product$data = {
  readonly averageRating: number | null | undefined;
  readonly description: string | null | undefined;
  readonly image: {
    readonly sourceUrl: string | null | undefined;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly price?: string | null | undefined;
  readonly productCategories: {
    readonly nodes: ReadonlyArray<{
      readonly name: string | null | undefined;
      readonly slug: string | null | undefined;
    }>;
  } | null | undefined;
  readonly reviewCount: number | null | undefined;
  readonly shortDescription: string | null | undefined;
  readonly sku: string | null | undefined;
  readonly slug: string | null | undefined;
  readonly stockStatus?: StockStatusEnum | null | undefined;
  readonly " $fragmentType": "ProductHead_product";
};
export type ProductHead_product$key = {
  readonly " $data"?: ProductHead_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductHead_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductHead_product",
  "selections": [
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sku",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "shortDescription",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "averageRating",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reviewCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MediaItem",
      "kind": "LinkedField",
      "name": "image",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sourceUrl",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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
            (v0/*:: as any*/),
            (v1/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "price",
          "storageKey": null
        }
      ],
      "type": "ProductWithPricing",
      "abstractKey": "__isProductWithPricing"
    },
    {
      "kind": "InlineFragment",
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stockStatus",
          "storageKey": null
        }
      ],
      "type": "InventoriedProduct",
      "abstractKey": "__isInventoriedProduct"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};
})();

(node as any).hash = "43018c0548e018da05f6e5db5c421015";

export default node;
