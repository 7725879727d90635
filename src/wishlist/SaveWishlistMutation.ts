import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { SaveWishlistMutation as SaveWishlistMutationType } from '../../__generated__/SaveWishlistMutation.graphql';
import { WISHLIST_META_KEY } from './wishlistStore';
import { commitAsPromise } from '../relay/commit';

const mutation = graphql`
  mutation SaveWishlistMutation($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      customer {
        id
      }
    }
  }
`;

/** Saves the logged-in customer's wishlist on their account (customer meta `wishlist`, a JSON array of ids). */
export async function commitSaveWishlist(environment: Environment, ids: readonly number[]): Promise<void> {
  await commitAsPromise<SaveWishlistMutationType>(environment, {
    mutation,
    variables: {
      input: { metaData: [{ key: WISHLIST_META_KEY, value: JSON.stringify(ids) }] },
    },
  });
}
