/**
 * The browser's catalogue comes in two parts (src/i18n/messages.ts): what every page may show (the shell, the
 * catalogue, the cart, the wishlist), and what only the account, checkout, order, contact and privacy pages, and
 * a logged-in shopper's controls, show. The second part loads with those routes, and with the actor system, whose
 * replies (a login ending, a refusal) it words. The server, the dev server and the tests read each catalogue whole.
 */
const LATER = /^(account|auth|checkout|order|privacy|contact)\./;

/** Ids of those groups a catalogue page shows itself: the product page's review form asks for an e-mail address. */
const FIRST = new Set(['auth.email', 'auth.validation.required', 'auth.validation.email']);

/** Whether message `id` is in the catalogue's later part. */
export function isLaterMessage(id: string): boolean {
  return LATER.test(id) && !FIRST.has(id);
}
