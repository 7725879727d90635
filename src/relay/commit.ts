import { commitMutation } from 'react-relay';
import type { Environment, MutationConfig, MutationParameters } from 'relay-runtime';

/**
 * `commitMutation` as a promise, for machine actors and forms (STYLE G3/G8): the one place a mutation is committed.
 * Resolves with the server's answer; rejects with the first GraphQL error (its `message`, and its `extensions.code`
 * as `code` when present) or with the network layer's error (non-OK response, no connection), never with partial data.
 * Without Relay's legacy declarative `configs`, which the client build leaves out (scripts/slimRelayPlugin.ts).
 */
export function commitAsPromise<T extends MutationParameters>(
  environment: Environment,
  config: Omit<MutationConfig<T>, 'onCompleted' | 'onError' | 'configs'>,
): Promise<T['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<T>(environment, {
      ...config,
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
