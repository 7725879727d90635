// The answer is read where the query is fetched (authActors.ts, an actor outside React), not here.
/* eslint-disable relay/unused-fields */
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
