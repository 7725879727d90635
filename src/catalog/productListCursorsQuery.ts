import { graphql } from 'react-relay';

/** The cursors of a product list's walk (src/catalog/ProductListCursors.ts), loaded when a later page needs them. */
export const cursorsQuery = graphql`
  query ProductListCursorsQuery(
    $first: Int!
    $after: String
    $orderby: [ProductsOrderbyInput]
    $categoryIn: [String]
    $search: String
    $minPrice: Float
    $maxPrice: Float
    $onSale: Boolean
    $rating: [Int]
    $stockStatus: [StockStatusEnum]
    $taxonomyFilter: ProductTaxonomyInput
  ) {
    products(
      first: $first
      after: $after
      where: {
        orderby: $orderby
        categoryIn: $categoryIn
        search: $search
        minPrice: $minPrice
        maxPrice: $maxPrice
        onSale: $onSale
        rating: $rating
        stockStatus: $stockStatus
        taxonomyFilter: $taxonomyFilter
      }
    ) {
      pageInfo {
        hasNextPage
      }
      # eslint-disable-next-line relay/unused-fields -- ProductListCursors.ts reads them
      edges {
        # eslint-disable-next-line relay/unused-fields -- ProductListCursors.ts reads them
        cursor
      }
    }
  }
`;
