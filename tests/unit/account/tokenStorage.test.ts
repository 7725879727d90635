import { afterEach, describe, expect, it } from 'vitest';
import {
  createTokenStorage,
  expiryToMs,
  returningShopper,
  storeSessionToken,
  tokenStorage,
} from '../../../src/relay/credentials';

afterEach(() => {
  window.localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe.each(['localStorage', 'cookie'] as const)('token storage in %s', (backend) => {
  it('stores trimmed tokens and reads them back while the auth token is valid', () => {
    const storage = createTokenStorage(backend);
    const now = 1_000_000;
    storage.save({ authToken: '  abc.def.ghi \n', authExpiresAt: now + 300_000, refreshToken: ' refresh ' });
    expect(storage.authToken(now)).toBe('abc.def.ghi');
    expect(storage.refreshToken()).toBe('refresh');
    expect(storage.expiresIn(now)).toBe(300_000);
  });

  it('withholds an expired auth token but keeps the session (the refresh token renews it)', () => {
    const storage = createTokenStorage(backend);
    storage.save({ authToken: 'old', authExpiresAt: 5_000, refreshToken: 'refresh' });
    expect(storage.authToken(6_000)).toBeNull();
    expect(storage.expiresIn(6_000)).toBe(-1_000);
  });

  it('keeps the stored refresh token when a refresh returns none, and forgets everything on clear', () => {
    const storage = createTokenStorage(backend);
    storage.save({ authToken: 'a', authExpiresAt: 10_000, refreshToken: 'refresh' });
    storage.save({ authToken: 'b', authExpiresAt: 20_000, refreshToken: null });
    expect(storage.refreshToken()).toBe('refresh');
    expect(storage.authToken(0)).toBe('b');
    storage.clear();
    expect(storage.authToken(0)).toBeNull();
    expect(storage.refreshToken()).toBeNull();
    expect(storage.expiresIn()).toBeNull();
  });
});

describe('expiryToMs', () => {
  it('reads WooGraphQL epoch seconds and falls back to five minutes from now', () => {
    expect(expiryToMs('1700000000', 0)).toBe(1_700_000_000_000);
    expect(expiryToMs(null, 1_000)).toBe(301_000);
    expect(expiryToMs('soon', 1_000)).toBe(301_000);
  });
});

describe('a returning shopper', () => {
  it('is one whose browser holds a session or a login; a first visit holds neither', () => {
    expect(returningShopper()).toBe(false);
    storeSessionToken('session-token', 0);
    expect(returningShopper()).toBe(true);
    storeSessionToken(null, 0);
    expect(returningShopper()).toBe(false);
    tokenStorage.save({ authToken: 'abc', authExpiresAt: Date.now() + 60_000, refreshToken: 'refresh' });
    expect(returningShopper()).toBe(true);
    tokenStorage.clear();
    expect(returningShopper()).toBe(false);
  });
});
