import { describe, expect, it } from 'vitest';
import {
  validateAccountSearch,
  validateLostPasswordSearch,
  validateOAuthSearch,
} from '../../../src/account/accountTabs';

describe('account route search validation', () => {
  it('selects a known tab and degrades an unknown one to the default', () => {
    expect(validateAccountSearch({ tab: 'wishlist' })).toEqual({ tab: 'wishlist' });
    expect(validateAccountSearch({ tab: 'nope' })).toEqual({});
    expect(validateAccountSearch({})).toEqual({});
  });

  it('accepts a reset link only with both key and login', () => {
    expect(validateLostPasswordSearch({ key: ' k ', login: 'demo' })).toEqual({ key: 'k', login: 'demo' });
    expect(validateLostPasswordSearch({ key: 'k' })).toEqual({});
    expect(validateLostPasswordSearch({ key: 'k', login: 12 })).toEqual({ key: 'k', login: '12' });
  });

  it('keeps the provider answer fields that are text', () => {
    expect(validateOAuthSearch({ code: 'c', state: 's', extra: 1 })).toEqual({ code: 'c', state: 's' });
    expect(validateOAuthSearch({ error: 'access_denied', code: '' })).toEqual({ error: 'access_denied' });
  });
});
