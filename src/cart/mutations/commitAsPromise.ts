import { commitMutation } from 'react-relay';
import type { Environment, MutationConfig, MutationParameters } from 'relay-runtime';

/**
 * `commitMutation` as a promise, for machine actors (STYLE G3/G8). Resolves with the server's answer; rejects with
 * the network layer's error (non-OK response, GraphQL errors, no connection), never with partial data.
 */
export function commitAsPromise<T extends MutationParameters>(
  environment: Environment,
  config: Omit<MutationConfig<T>, 'onCompleted' | 'onError'>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      ...config,
      onCompleted: (response, errors) => {
        const first = errors?.[0];
        if (first) reject(new Error(first.message));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
