/**
 * Runs `run` once the browser is idle, `timeout` ms later at the latest; a browser without `requestIdleCallback`
 * (Safari before 18) runs it after `fallback` ms. Returns a function that cancels it.
 */
export function whenIdle(
  run: () => void,
  { timeout, fallback }: { timeout: number; fallback: number },
): () => void {
  const idle = globalThis as {
    requestIdleCallback?: (run: () => void, options: { timeout: number }) => number;
    cancelIdleCallback?: (handle: number) => void;
  };
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(run, { timeout });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(run, fallback);
  return () => clearTimeout(timer);
}
