import { commitMutation, type GraphQLTaggedNode } from 'react-relay';
import type { Environment, MutationParameters } from 'relay-runtime';

/**
 * Commits `mutation` and settles with the server's answer. Rejects with the first GraphQL error (its `message`, and
 * its `extensions.code` as `code` when present) or with the network error.
 */
export function commitAsPromise<T extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: T['variables'],
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      mutation,
      variables,
      onCompleted: (response, errors) => {
        const first = errors?.[0];
        if (first) reject(Object.assign(new Error(first.message), { code: codeOf(first) }));
        else resolve(response);
      },
      onError: reject,
    });
  });
}

function codeOf(error: object): string | undefined {
  const code = ((error as { extensions?: { code?: unknown } }).extensions ?? {}).code;
  return typeof code === 'string' ? code : undefined;
}
