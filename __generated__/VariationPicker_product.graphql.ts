/**
 * @generated SignedSource<<17a6a26c096e697c22244dfec55fab86>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type VariationPicker_product$data = {
  readonly attributes: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly label: string | null | undefined;
      readonly name: string | null | undefined;
      readonly options: ReadonlyArray<string | null | undefined> | null | undefined;
      readonly terms?: {
        readonly nodes: ReadonlyArray<{
          readonly name: string | null | undefined;
          readonly slug: string | null | undefined;
        }>;
      } | null | undefined;
      readonly variation: boolean | null | undefined;
    }>;
  } | null | undefined;
  readonly " $fragmentType": "VariationPicker_product";
};
export type VariationPicker_product$key = {
  readonly " $data"?: VariationPicker_product$data;
  readonly " $fragmentSpreads": FragmentRefs<"VariationPicker_product">;
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
  "name": "VariationPicker_product",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ProductToProductAttributeConnection",
      "kind": "LinkedField",
      "name": "attributes",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": null,
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
            (v0/*:: as any*/),
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
              "name": "variation",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "options",
              "storageKey": null
            },
            {
              "kind": "InlineFragment",
              "selections": [
                {
                  "alias": null,
                  "args": [
                    {
                      "kind": "Literal",
                      "name": "first",
                      "value": 100
                    }
                  ],
                  "concreteType": "GlobalProductAttributeToTermNodeConnection",
                  "kind": "LinkedField",
                  "name": "terms",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": null,
                      "kind": "LinkedField",
                      "name": "nodes",
                      "plural": true,
                      "selections": [
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "slug",
                          "storageKey": null
                        },
                        (v0/*:: as any*/)
                      ],
                      "storageKey": null
                    }
                  ],
                  "storageKey": "terms(first:100)"
                }
              ],
              "type": "GlobalProductAttribute",
              "abstractKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "VariableProduct",
  "abstractKey": null
};
})();

(node as any).hash = "f556127e81d6ac87d1639bca2ec50c63";

export default node;
