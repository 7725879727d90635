/** True for a value that is neither null nor undefined: the items of WooGraphQL's nullable lists. */
export function isPresent<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}
