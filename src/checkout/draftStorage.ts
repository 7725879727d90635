import { emptyDraft, type CheckoutDraft } from '../../machines/checkoutValidation';
import { session } from '../safeStorage';

/** sessionStorage key of the checkout draft: it survives a reload of the tab, not the end of the session. */
export const DRAFT_KEY = 'checkout-draft';

/** The stored draft merged over a blank one (so a draft from an older build still fits), or null. Never throws. */
export function readDraft(): CheckoutDraft | null {
  try {
    const text = session.get(DRAFT_KEY);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<CheckoutDraft>;
    const blank = emptyDraft();
    return {
      ...blank,
      ...stored,
      billing: { ...blank.billing, ...stored.billing },
      shipping: { ...blank.shipping, ...stored.shipping },
      account: { ...blank.account, ...stored.account, password: '' },
    };
  } catch {
    return null;
  }
}

/** Stores the draft; the machine hands over a draft without the password, and card data never enters it. */
export function writeDraft(draft: CheckoutDraft): void {
  // Without sessionStorage (private mode, quota) the form still works; only a reload loses it.
  session.set(DRAFT_KEY, JSON.stringify(draft));
}

export function clearDraft(): void {
  session.set(DRAFT_KEY, null);
}
