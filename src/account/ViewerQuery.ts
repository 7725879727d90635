import { graphql } from 'react-relay';

/** Who is logged in (header, account area) and the wishlist kept on their account, loaded once per login. */
export const viewerQuery = graphql`
  query ViewerQuery {
    viewer {
      databaseId
      username
      firstName
      lastName
      email
      avatar {
        url
      }
    }
    customer {
      metaData(key: "wishlist") {
        key
        value
      }
    }
  }
`;
