/** What the auth flows ask of the cart: reload it after login (it now belongs to the customer), drop it at logout. */
export type CartCommand = 'cart.refresh' | 'cart.clear';

/**
 * The seam between auth and cart: the auth provider emits, `AccountCartBridge` (inside the cart provider) forwards
 * each command to the cart actor. A command emitted with no bridge mounted is dropped.
 */
export const cartCommands = (() => {
  const listeners = new Set<(command: CartCommand) => void>();
  return {
    emit: (command: CartCommand) => listeners.forEach((listener) => listener(command)),
    subscribe(listener: (command: CartCommand) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
})();
