import type { RecordSourceProxy } from 'relay-runtime';
import type { UpdateQuantityInput } from '../../../machines/cartOperations';

/**
 * Shows a quantity change in the store before the server has answered: the line's quantity, or no line for 0. Only the
 * line changes; the totals, the line total and the item count stay the server's last answer until it sends the next.
 * Written as an optimistic update, never committed: Relay drops it when the answer replaces the cart or the change
 * fails, and shows what lies beneath again.
 */
export function showQuantity(store: RecordSourceProxy, { key, quantity }: UpdateQuantityInput): void {
  const contents = store.getRoot().getLinkedRecord('cart')?.getLinkedRecord('contents', { first: 100 });
  const nodes = contents?.getLinkedRecords('nodes');
  if (!contents || !nodes) return;
  const line = nodes.find((node) => node?.getValue('key') === key);
  if (!line) return;
  if (quantity > 0) line.setValue(quantity, 'quantity');
  else
    contents.setLinkedRecords(
      nodes.filter((node) => node !== line),
      'nodes',
    );
}
