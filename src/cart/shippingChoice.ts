/** WooCommerce's local pickup methods (the classic one and the blocks' pickup locations). */
const PICKUP = new Set(['local_pickup', 'pickup_location']);

const methodOf = (rateId: string) => rateId.split(':')[0] ?? rateId;

/**
 * The rate WooCommerce itself falls back to when the chosen one is not offered for the destination
 * (`wc_get_default_shipping_method_for_package`): the chosen rate while it is offered, else the first rate that is
 * not a pickup, else the first rate; null when nothing is offered.
 */
export function defaultShippingRate(rateIds: readonly string[], chosen: string | null): string | null {
  if (chosen && rateIds.includes(chosen)) return chosen;
  return rateIds.find((id) => !PICKUP.has(methodOf(id))) ?? rateIds[0] ?? null;
}
