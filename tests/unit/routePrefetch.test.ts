import { createMemoryHistory } from '@tanstack/react-router';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppEnvironment } from '../../src/relay/environment';
import {
  limitPrefetch,
  MAX_PENDING_PREFETCHES,
  prefetchDisabled,
  type ConnectionInfo,
} from '../../src/routePrefetch';
import { createAppRouter } from '../../src/router';

/** A prefetch whose calls stay pending until the test settles them. */
function controllable() {
  const calls: { arg: string; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const prefetch = vi.fn(
    (arg: string) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ arg, resolve, reject });
      }),
  );
  return { calls, prefetch };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchDisabled', () => {
  it('is true for Data Saver and a slow-2g estimate only', () => {
    expect(prefetchDisabled({ saveData: true })).toBe(true);
    expect(prefetchDisabled({ effectiveType: 'slow-2g' })).toBe(true);
    expect(prefetchDisabled({ saveData: false, effectiveType: '2g' })).toBe(false);
    expect(prefetchDisabled({ effectiveType: '4g' })).toBe(false);
    expect(prefetchDisabled(undefined)).toBe(false);
  });
});

describe('limitPrefetch', () => {
  it('keeps at most 4 prefetches pending and drops the ones beyond', async () => {
    const { calls, prefetch } = controllable();
    const limited = limitPrefetch(prefetch, { connection: () => undefined });
    const results = ['a', 'b', 'c', 'd', 'e'].map((arg) => limited(arg));
    await flush();
    expect(MAX_PENDING_PREFETCHES).toBe(4);
    expect(calls.map((c) => c.arg)).toEqual(['a', 'b', 'c', 'd']);
    await expect(results[4]).resolves.toBeUndefined();
    calls[0]?.resolve('A');
    await expect(results[0]).resolves.toBe('A');
    void limited('f');
    await flush();
    expect(calls.map((c) => c.arg)).toEqual(['a', 'b', 'c', 'd', 'f']);
  });

  it('frees the slot of a failed prefetch and passes the failure on', async () => {
    const { calls, prefetch } = controllable();
    const limited = limitPrefetch(prefetch, { maxPending: 1, connection: () => undefined });
    const first = limited('a');
    await flush();
    calls[0]?.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    void limited('b');
    await flush();
    expect(calls.map((c) => c.arg)).toEqual(['a', 'b']);
  });

  it('shares a pending prefetch of the same target instead of counting it twice', async () => {
    const { calls, prefetch } = controllable();
    const limited = limitPrefetch(prefetch, {
      maxPending: 2,
      connection: () => undefined,
      key: (arg) => arg,
    });
    const first = limited('a');
    const again = limited('a');
    void limited('b');
    await flush();
    expect(calls.map((c) => c.arg)).toEqual(['a', 'b']);
    calls[0]?.resolve('A');
    await expect(again).resolves.toBe('A');
    await expect(first).resolves.toBe('A');
  });

  it('skips every prefetch while the connection saves data or is slow-2g, read on each call', async () => {
    const { calls, prefetch } = controllable();
    let connection: ConnectionInfo | undefined = { saveData: true };
    const limited = limitPrefetch(prefetch, { connection: () => connection });
    await expect(limited('a')).resolves.toBeUndefined();
    connection = { effectiveType: 'slow-2g' };
    await expect(limited('b')).resolves.toBeUndefined();
    connection = { effectiveType: '4g' };
    void limited('c');
    await flush();
    expect(calls.map((c) => c.arg)).toEqual(['c']);
  });
});

describe('the router’s preload on intent', () => {
  const original = Object.getOwnPropertyDescriptor(navigator, 'connection');
  afterEach(() => {
    if (original) Object.defineProperty(navigator, 'connection', original);
    else delete (navigator as { connection?: unknown }).connection;
  });

  function router() {
    const requests: string[] = [];
    const network = Network.create((params) => {
      requests.push(params.name);
      return Observable.from(new Promise<never>(() => {}));
    });
    const environment = new Environment({ network, store: new Store(new RecordSource()) });
    const relayEnvironment: AppEnvironment = Object.assign(environment, {
      pendingRequests: () => Promise.resolve(),
    });
    const app = createAppRouter({
      relayEnvironment,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    return { app, requests };
  }

  it('does not load the target route while the shopper saves data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const { app, requests } = router();
    await expect(app.preloadRoute({ to: '/categories' })).resolves.toBeUndefined();
    await flush();
    expect(requests).toEqual([]);
  });

  it('starts the target route’s query otherwise', async () => {
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g' }, configurable: true });
    const { app, requests } = router();
    void app.preloadRoute({ to: '/categories' });
    await vi.waitFor(() => expect(requests).toContain('CategoriesScreenQuery'));
  });
});
