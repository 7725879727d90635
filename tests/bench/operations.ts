/** The storefront's hot operations as the benchmarks send them (the card fields of a list, a whole product page). */
export const CARD = `fragment Card on ProductUnion {
  id databaseId name slug onSale averageRating reviewCount image { sourceUrl srcSet }
  ... on ProductWithPricing { price regularPrice salePrice }
}`;
export const LIST = `query List($first: Int!, $after: String, $where: RootQueryToProductUnionConnectionWhereArgs) {
  products(first: $first, after: $after, where: $where) { found pageInfo { hasNextPage endCursor } nodes { ...Card } }
}
${CARD}`;
export const PRODUCT = `query Product($slug: ID!) {
  product(id: $slug, idType: SLUG) {
    ...Card description shortDescription sku
    galleryImages { nodes { sourceUrl } }
    productCategories { nodes { slug name } }
    related(first: 5) { nodes { ...Card } }
    reviews(first: 10) { averageRating edges { rating node { content date author { node { name } } } } }
    ... on VariableProduct { variations(first: 100) { nodes { databaseId name price stockStatus attributes { nodes { name value } } } } }
    ... on SimpleProduct { stockStatus stockQuantity }
  }
}
${CARD}`;
export const ADD = `mutation Add($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { total contents { itemCount } } } }`;
