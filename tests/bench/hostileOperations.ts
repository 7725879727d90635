/**
 * Hostile operation shapes (the ones the query limits exist for), shared by tests/api/queryLimits.test.ts and
 * tests/bench/hostileQuery.ts. Each is small to send and expensive to validate or execute without limits.
 */

/** 20 fragments that each spread the next one twice: 1.8 KB that expands to 2^20 copies of the last one. */
export function fragmentBomb(levels = 20): string {
  const fields = 'id databaseId name slug sku onSale featured';
  const fragments = Array.from({ length: levels }, (_, i) =>
    i === levels - 1
      ? `fragment F${i} on Product { ${fields} }`
      : `fragment F${i} on Product { ${fields} ...F${i + 1} ...F${i + 1} }`,
  );
  return `query Bomb { product(id: "everyday-hoodie", idType: SLUG) { ...F0 } }\n${fragments.join('\n')}`;
}

/** `related(first: 5)` nested `levels` deep: 5^levels products. */
export function deepRelated(levels = 5, extra = ''): string {
  let selection = `name ${extra}`;
  for (let i = 0; i < levels; i++)
    selection = `name ${extra} related(first: 5) { nodes { ... on Product { ${selection} } } }`;
  return `query DeepRelated { product(id: "everyday-hoodie", idType: SLUG) { ${selection} } }`;
}

/** `count` aliases of a 100-product list page. */
export function manyAliases(count = 300): string {
  const fields = Array.from(
    { length: count },
    (_, i) => `a${i}: products(first: 100) { nodes { name slug } }`,
  );
  return `query Aliases { ${fields.join(' ')} }`;
}

/** `count` directives, an `@include` and a `@skip` on each of `count / 2` copies of one field. */
export function manyDirectives(count = 200): string {
  return `query Directives { ${'__typename @include(if: true) @skip(if: false) '.repeat(count / 2)}}`;
}

/** One product filter with `count` ids (about 2 tokens each). */
export function manyTokens(count = 100_000): string {
  return `query Tokens { products(first: 1, where: { include: [${Array.from({ length: count }, (_, i) => i + 1).join(',')}] }) { nodes { name } } }`;
}

export const HOSTILE: { name: string; query: string }[] = [
  { name: 'fragment bomb (20 fragments, each spreading the next twice)', query: fragmentBomb() },
  { name: 'related(first: 5) nested 5 levels', query: deepRelated() },
  { name: '300 aliases of products(first: 100)', query: manyAliases() },
  { name: '200 directives', query: manyDirectives() },
  { name: '100,000 ids in one filter', query: manyTokens() },
];
