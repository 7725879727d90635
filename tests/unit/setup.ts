import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

// Relay's createMockEnvironment calls the global `jest` (facebook/relay #4228).
(globalThis as unknown as { jest: typeof vi }).jest = vi;

// The unit projects share one module graph and one DOM per worker (isolate: false, vitest.config.ts): each file starts
// with the browser storage and cookies a fresh page has, whatever the file before it left (a wishlist, a token).
beforeAll(() => {
  if (typeof window === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

afterEach(() => {
  cleanup();
});

// findBy* and waitFor give up after 1 s by default: a bound on the machine, not the code. A screen's first import of a
// lazy chunk (checkout's form with react-aria's Select) took longer with both cores busy beside it (CheckoutScreen's
// tests, once, with the e2e suite running). Something that never comes still fails, after 4 s, within the 5 s a
// test may take.
configure({ asyncUtilTimeout: 4000 });
