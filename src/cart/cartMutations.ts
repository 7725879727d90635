/**
 * The cart's mutations, in a chunk of their own: a visit that never changes the cart does not download them. The
 * cart actors load it with the cart itself (the first activity), so it is there by the first change.
 */
export { commitAddCartItem } from './mutations/AddCartItemMutation';
export { commitApplyCoupon } from './mutations/ApplyCouponMutation';
export { commitChangeShippingCountry } from './mutations/ChangeShippingCountryMutation';
export { commitChangeShippingMethod } from './mutations/ChangeShippingMethodMutation';
export { commitEmptyCart } from './mutations/EmptyCartMutation';
export { commitRemoveCoupons } from './mutations/RemoveCouponsMutation';
export { commitUpdateCartQuantity } from './mutations/UpdateCartQuantityMutation';
