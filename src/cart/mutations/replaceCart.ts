import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * Makes the cart in a mutation payload the session cart (`RootQuery.cart`), so every view of the cart repaints from
 * the server's answer (spec 4: every cart change replaces the cart). `Cart` has no id, so Relay would otherwise keep
 * the payload's cart apart from the root field's.
 */
export function replaceCart(store: RecordSourceSelectorProxy, rootField: string): void {
  const answer = store.getRootField(rootField)?.getLinkedRecord('cart');
  if (!answer) return;
  const root = store.getRoot();
  const cart = root.getLinkedRecord('cart') ?? root.getOrCreateLinkedRecord('cart', 'Cart');
  cart.copyFieldsFrom(answer);
}
