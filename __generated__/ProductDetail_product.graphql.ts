/**
 * @generated SignedSource<<bdeba15581383a2eaa52fe5a59a263e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductDetail_product$data = {
  readonly databaseId: number;
  readonly external: {
    readonly " $fragmentSpreads": FragmentRefs<"ExternalProductButton_product">;
  } | null | undefined;
  readonly name: string | null | undefined;
  readonly purchasable: {
    readonly " $fragmentSpreads": FragmentRefs<"ProductPrice_product" | "ProductSku_product" | "ProductStock_product">;
  } | null | undefined;
  readonly variable: {
    readonly " $fragmentSpreads": FragmentRefs<"VariationPicker_product">;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"AddToCartForm_product" | "ProductBreadcrumb_product" | "ProductCategories_product" | "ProductDescription_product" | "ProductGallery_product" | "ProductReviews_product" | "ProductShortDescription_product" | "ProductTitle_product" | "RelatedProducts_product" | "ReviewForm_product" | "useVariationSelection_product">;
  readonly " $fragmentType": "ProductDetail_product";
};
export type ProductDetail_product$key = {
  readonly " $data"?: ProductDetail_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductDetail_product">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductDetail_product",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductBreadcrumb_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductGallery_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductTitle_product"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductPrice_product"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductStock_product"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProductSku_product"
          }
        ],
        "type": "ProductUnion",
        "abstractKey": "__isProductUnion"
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "purchasable"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductShortDescription_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "useVariationSelection_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AddToCartForm_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductCategories_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductDescription_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProductReviews_product"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReviewForm_product"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "RelatedProducts_product"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "VariationPicker_product"
          }
        ],
        "type": "VariableProduct",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "variable"
    },
    {
      "fragment": {
        "kind": "InlineFragment",
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ExternalProductButton_product"
          }
        ],
        "type": "ExternalProduct",
        "abstractKey": null
      },
      "kind": "AliasedInlineFragmentSpread",
      "name": "external"
    }
  ],
  "type": "Product",
  "abstractKey": "__isProduct"
};

(node as any).hash = "d8278042608686014fc272de74afa19b";

export default node;
