/**
 * The name a cart or order line shows for one of its variation's attributes. WooGraphQL's cart lines give a global
 * attribute's slug as its label (`color`, read off both real stores) where the reference API gives the attribute's
 * name (`Color`); a label in lower case is shown with a capital, `pa_shoe-size` as `Shoe size`.
 */
export function attributeLabel(attribute: { label?: string | null; name?: string | null }): string {
  const raw = (attribute.label || attribute.name || '').replace(/^pa_/, '');
  if (raw !== raw.toLowerCase()) return raw;
  const words = raw.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
