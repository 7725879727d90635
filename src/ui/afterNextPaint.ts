/**
 * Resolves once the browser has painted the frame the current task leads to: a requestAnimationFrame callback runs
 * just before that paint, and a task queued from it runs after. An interaction's handlers that wait for it let the
 * tap's own feedback ("Adding...", a pressed button) paint first, and the work they start (the actor system, a
 * mutation, the store's subscribers) falls outside the interaction that INP measures. A page that does not paint
 * (a hidden tab, where animation frames stop) resolves after `fallbackMs` anyway.
 */
export function afterNextPaint(fallbackMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, fallbackMs);
  });
}
