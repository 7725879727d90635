import { afterEach, describe, expect, it } from 'vitest';
import { emptyDraft } from '../../../machines/checkoutValidation';
import { clearDraft, DRAFT_KEY, readDraft, writeDraft } from '../../../src/checkout/draftStorage';

afterEach(() => window.sessionStorage.clear());

describe('checkout draft storage', () => {
  it('reads back what was written, merged over a blank draft', () => {
    const draft = emptyDraft();
    draft.billing.firstName = 'Ada';
    draft.shipToDifferentAddress = true;
    writeDraft(draft);
    expect(readDraft()).toEqual(draft);
  });

  it('never restores a password, even if one was stored', () => {
    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ createAccount: true, account: { username: 'ada', password: 'secret' } }),
    );
    expect(readDraft()?.account).toEqual({ username: 'ada', password: '' });
  });

  it('fills fields a draft from an older build lacks', () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ billing: { city: 'Berlin' } }));
    const draft = readDraft();
    expect(draft?.billing.city).toBe('Berlin');
    expect(draft?.billing.firstName).toBe('');
    expect(draft?.paymentMethod).toBe('');
  });

  it('treats a missing or corrupt draft as none', () => {
    expect(readDraft()).toBeNull();
    window.sessionStorage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft()).toBeNull();
  });

  it('clears the stored draft', () => {
    writeDraft(emptyDraft());
    clearDraft();
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
