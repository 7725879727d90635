/** The page's main heading, once it is on screen (not inside a hidden Suspense fallback). */
export function mainHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>('#main h1');
  return heading && heading.getClientRects().length > 0 ? heading : null;
}

/** Focuses `heading`, making it focusable by script first (`tabindex="-1"`, out of the Tab order). */
export function focusHeading(heading: HTMLElement, preventScroll: boolean): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll });
}

/**
 * After a change that replaces what had focus without a navigation (the login form gives way to the account, the
 * avatar menu to the Sign in link), focus would fall to the document's body and a screen reader would start again
 * from the top. This puts it on the main heading instead, once the new content is on screen, unless the shopper or
 * the app has put it somewhere already.
 */
export function focusMainHeadingIfLost(): void {
  if (typeof document === 'undefined') return;
  let frames = 0;
  const attempt = () => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const heading = mainHeading();
    if (heading) return focusHeading(heading, true);
    // The new content may still be rendering (a lazy tab, a route's data): try for about a second.
    if (++frames < 60) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
