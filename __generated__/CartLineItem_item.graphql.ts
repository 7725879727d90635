/**
 * @generated SignedSource<<0ca55dcd273cfad99b115d22766a1164>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CartLineItem_item$data = {
  readonly key: string;
  readonly product: {
    readonly node: {
      readonly backordersAllowed?: boolean | null | undefined;
      readonly databaseId: number;
      readonly image: {
        readonly sourceUrl: string | null | undefined;
      } | null | undefined;
      readonly name: string | null | undefined;
      readonly price?: string | null | undefined;
      readonly slug: string | null | undefined;
      readonly stockQuantity?: number | null | undefined;
    };
  } | null | undefined;
  readonly quantity: number | null | undefined;
  readonly subtotal: string | null | undefined;
  readonly variation: {
    readonly attributes: ReadonlyArray<{
      readonly id: string;
      readonly label: string | null | undefined;
      readonly name: string | null | undefined;
      readonly value: string | null | undefined;
    } | null | undefined> | null | undefined;
    readonly node: {
      readonly backordersAllowed: boolean | null | undefined;
      readonly databaseId: number;
      readonly image: {
        readonly sourceUrl: string | null | undefined;
      } | null | undefined;
      readonly price: string | null | undefined;
      readonly stockQuantity: number | null | undefined;
    };
  } | null | undefined;
  readonly " $fragmentType": "CartLineItem_item";
};
export type CartLineItem_item$key = {
  readonly " $data"?: CartLineItem_item$data;
  readonly " $fragmentSpreads": FragmentRefs<"CartLineItem_item">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
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
v3 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "format",
      "value": "RAW"
    }
  ],
  "kind": "ScalarField",
  "name": "price",
  "storageKey": "price(format:\"RAW\")"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "stockQuantity",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "backordersAllowed",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CartLineItem_item",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "key",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "quantity",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subtotal",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartItemToProductConnectionEdge",
      "kind": "LinkedField",
      "name": "product",
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
            (v0/*:: as any*/),
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "slug",
              "storageKey": null
            },
            (v2/*:: as any*/),
            {
              "kind": "InlineFragment",
              "selections": [
                (v3/*:: as any*/)
              ],
              "type": "ProductWithPricing",
              "abstractKey": "__isProductWithPricing"
            },
            {
              "kind": "InlineFragment",
              "selections": [
                (v4/*:: as any*/),
                (v5/*:: as any*/)
              ],
              "type": "InventoriedProduct",
              "abstractKey": "__isInventoriedProduct"
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CartItemToProductVariationConnectionEdge",
      "kind": "LinkedField",
      "name": "variation",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "VariationAttribute",
          "kind": "LinkedField",
          "name": "attributes",
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
              "name": "label",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "value",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": null,
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            (v2/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CartItem",
  "abstractKey": "__isCartItem"
};
})();

(node as any).hash = "ce9864c3a1fd47e81aa94212cb7574cf";

export default node;
