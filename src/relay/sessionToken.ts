import type { SentRequest } from './environment';

/**
 * Decides which `woocommerce-session` token a tab keeps when responses arrive out of order. The store sends a new
 * token with every request that carried none (an empty guest session), with a renewal, and with every cart change.
 * - The newest token by the order requests were *sent* wins, so a slow response cannot swap in an older session.
 * - A query sent without a token only brings a new, empty guest session: it fills an empty slot but never replaces
 *   a stored token, and any later token replaces it, whenever its request was sent.
 * - `pin` (login, logout, a reset) makes every request sent before it too old to count.
 */
export function createSessionTokenGate() {
  let storedSequence = 0;
  let weak = false;
  return {
    /** Whether `request`'s token should replace `current` (the stored token); records it when so. */
    accept(request: SentRequest, current: string | null): boolean {
      if (!request.sessionToken && request.kind === 'query') {
        if (current) return false;
        storedSequence = request.sequence;
        weak = true;
        return true;
      }
      if (!weak && request.sequence < storedSequence) return false;
      storedSequence = request.sequence;
      weak = false;
      return true;
    },
    /** Tokens from requests sent up to `sequence` no longer replace the stored one. */
    pin(sequence: number): void {
      storedSequence = sequence;
      weak = false;
    },
  };
}
