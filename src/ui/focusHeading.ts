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
    const heading = document.querySelector<HTMLElement>('#main h1');
    if (heading && heading.getClientRects().length > 0) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return;
    }
    // The new content may still be rendering (a lazy tab, a route's data): try for about a second.
    if (++frames < 60) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
