/** One attribute of a variation or a default: WooGraphQL `VariationAttribute { name value }`. */
export interface AttributeValue {
  readonly name: string | null | undefined;
  readonly value: string | null | undefined;
}

/** The shopper's choice per variation attribute, keyed by `attributeKey(name)`. */
export type Selection = Readonly<Record<string, string>>;

/** Anything with a variation's attribute list (`attributes { nodes { name value } }`). */
export interface VariationLike {
  readonly attributes?: { readonly nodes: readonly AttributeValue[] } | null | undefined;
}

/**
 * The comparable form of an attribute name: `attribute_pa_color`, `pa_color` and `PA_Color` are one key.
 * Local attributes arrive as `Material` on the product and `material` on its variations.
 */
export function attributeKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/^attribute_/, '')
    .replace(/\s+/g, '-');
}

function sameValue(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function attributesOf(variation: VariationLike): AttributeValue[] {
  return (variation.attributes?.nodes ?? []).filter((attribute) => Boolean(attribute.name));
}

/** The attribute keys a shopper must choose before a variation can be matched. */
export function requiredAttributeKeys(variations: readonly VariationLike[]): string[] {
  const keys = new Set<string>();
  for (const variation of variations) {
    for (const attribute of attributesOf(variation)) keys.add(attributeKey(attribute.name ?? ''));
  }
  return [...keys];
}

/** The store's preselected options (`defaultAttributes`) as a selection; empty values are skipped. */
export function defaultSelection(defaults: readonly AttributeValue[] | null | undefined): Selection {
  const selection: Record<string, string> = {};
  for (const attribute of defaults ?? []) {
    if (attribute.name && attribute.value) selection[attributeKey(attribute.name)] = attribute.value;
  }
  return selection;
}

/** True when every attribute of `variation` equals the selection; an empty value is WooCommerce's "any". */
export function matchesSelection(variation: VariationLike, selection: Selection): boolean {
  return attributesOf(variation).every((attribute) => {
    const wanted = selection[attributeKey(attribute.name ?? '')];
    if (!attribute.value) return wanted !== undefined && wanted !== '';
    return wanted !== undefined && sameValue(attribute.value, wanted);
  });
}

/**
 * The variation the selection picks, or null while an attribute is unchosen or no variation matches.
 * With several matches the most specific wins (fewest "any" values), then the first in store order.
 */
export function findVariation<T extends VariationLike>(
  variations: readonly T[],
  selection: Selection,
): T | null {
  const required = requiredAttributeKeys(variations);
  if (required.some((key) => !selection[key])) return null;
  let best: T | null = null;
  let bestWildcards = Number.POSITIVE_INFINITY;
  for (const variation of variations) {
    if (!matchesSelection(variation, selection)) continue;
    const wildcards = attributesOf(variation).filter((attribute) => !attribute.value).length;
    if (wildcards < bestWildcards) {
      best = variation;
      bestWildcards = wildcards;
    }
  }
  return best;
}

/** The selection as WooGraphQL `ProductAttributeInput`s for `addToCart(input: { variation })`. */
export function selectionToInput(selection: Selection): { attributeName: string; attributeValue: string }[] {
  return Object.entries(selection)
    .filter(([, value]) => value !== '')
    .map(([attributeName, attributeValue]) => ({ attributeName, attributeValue }));
}
