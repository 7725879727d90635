// The answer is read where the query is fetched (authActors.ts, an actor outside React), not here.
/* eslint-disable relay/unused-fields */
import { graphql } from 'react-relay';

/**
 * Who is logged in and the wishlist kept on their account, loaded into the store once per login by the auth actor
 * (authActors.ts, outside React; it reads `databaseId` and the wishlist). The views that show the viewer read it from
 * the store with their own `store-only` queries: their fragments are spread here, so that this one request brings
 * what each of them shows.
 */
export const viewerQuery = graphql`
  query ViewerQuery {
    viewer {
      databaseId
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the header's avatar menu reads it from the store
      ...AvatarMenu_viewer
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the account area's greeting, from the store
      ...AccountTabs_viewer
    }
    customer {
      metaData(key: "wishlist") {
        key
        value
      }
    }
  }
`;
