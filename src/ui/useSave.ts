import { useCallback, useState } from 'react';

export type SaveState =
  | { status: 'idle' | 'saving' | 'saved' }
  /** `error` is what the call threw, for forms that show some failures at a field. */
  | { status: 'failed'; message: string; error: unknown };

/**
 * The state of one form's save: 'saving' while `run` is pending, then 'saved' or 'failed' with the server's message.
 * The form's typed values are the caller's and stay as they are either way.
 */
export function useSave(): [SaveState, (run: () => Promise<unknown>) => void] {
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  const save = useCallback((run: () => Promise<unknown>) => {
    setState({ status: 'saving' });
    run().then(
      () => setState({ status: 'saved' }),
      (error: unknown) =>
        setState({ status: 'failed', message: error instanceof Error ? error.message : '', error }),
    );
  }, []);
  return [state, save];
}
