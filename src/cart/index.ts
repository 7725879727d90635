// The cart's public entry for other features: the session cart as the cart machine keeps it in the Relay store.
export { useSessionCart } from './CartQuery';
