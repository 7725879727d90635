// The wishlist's public entry for other features: the customer meta key under which an account keeps its list.
export { WISHLIST_META_KEY } from './wishlistStore';
