/**
 * @generated SignedSource<<386c1cf3e61354586d5a630cc5e058b4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type ProductBreadcrumb_product$data = {
  readonly name: string | null | undefined;
  readonly productCategories: {
    readonly nodes: ReadonlyArray<{
      readonly name: string | null | undefined;
      readonly slug: string | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "ProductBreadcrumb_product";
};
export type ProductBreadcrumb_product$key = {
  readonly " $data"?: ProductBreadcrumb_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProductBreadcrumb_product">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProductBreadcrumb_product",
  "selections": [
    (v0/*:: as any*/),
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
})();

(node as any).hash = "66fa355c5738d814e79f4a140929dfe0";

export default node;
