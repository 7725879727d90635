import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  WriteReviewInput,
  WriteReviewMutation as WriteReviewMutationType,
} from '../../../__generated__/WriteReviewMutation.graphql';
import { commitAsPromise } from '../../relay/commit';

const mutation = graphql`
  mutation WriteReviewMutation($input: WriteReviewInput!) {
    writeReview(input: $input) {
      rating
    }
  }
`;

export type { WriteReviewInput };

/**
 * Posts a product review (WooGraphQL `writeReview`). The caller refetches the product's reviews, which repaints the
 * list and the rating summary. Rejects with the server's validation message.
 */
export async function commitWriteReview(environment: Environment, input: WriteReviewInput): Promise<void> {
  await commitAsPromise<WriteReviewMutationType>(environment, { mutation, variables: { input } });
}
