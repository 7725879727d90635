import { createMemoryHistory } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ContentHydrated,
  contentHydrated,
  holdNavigationsUntilHydrated,
} from '../../../src/app/contentHydration';

// Navigations wait until the first page's content has hydrated (src/app/contentHydration.tsx): the shell hydrates
// first, and a navigation before the content had made React throw and render it anew.

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the history's awaited blockers and the promises behind them settle. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('holdNavigationsUntilHydrated', () => {
  it('holds a navigation until the content has hydrated, hurrying its hydration once, then lets every one through', async () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const hurry = vi.fn();
    holdNavigationsUntilHydrated(history, { hurry });

    history.push('/products');
    history.push('/categories');
    await settle();
    expect(history.location.pathname).toBe('/');
    expect(hurry).toHaveBeenCalledTimes(1);

    render(<ContentHydrated />);
    await settle();
    // Both presses land, in order, once the content has hydrated.
    expect(history.location.pathname).toBe('/categories');
    expect(history.length).toBe(3);

    history.push('/wishlist');
    expect(history.location.pathname).toBe('/wishlist');
    expect(hurry).toHaveBeenCalledTimes(1);
  });

  it('holds nothing once the content had hydrated before the first navigation', async () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const hurry = vi.fn();
    holdNavigationsUntilHydrated(history, { hurry });
    render(<ContentHydrated />);
    await settle();

    history.push('/products');
    expect(history.location.pathname).toBe('/products');
    expect(hurry).not.toHaveBeenCalled();
  });

  it('lets a navigation through after the longest wait when the content never reports', async () => {
    vi.useFakeTimers();
    const history = createMemoryHistory({ initialEntries: ['/'] });
    holdNavigationsUntilHydrated(history, { timeoutMs: 5_000 });

    history.push('/products');
    await vi.advanceTimersByTimeAsync(4_999);
    expect(history.location.pathname).toBe('/');
    await vi.advanceTimersByTimeAsync(1);
    expect(history.location.pathname).toBe('/products');
  });

  it('the release ends the hold at once', () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    const release = holdNavigationsUntilHydrated(history);
    release();
    history.push('/products');
    expect(history.location.pathname).toBe('/products');
  });
});

describe('contentHydrated', () => {
  it("resolves once the page's content reports, and after the longest wait when it never does", async () => {
    const history = createMemoryHistory({ initialEntries: ['/'] });
    holdNavigationsUntilHydrated(history);
    let done = false;
    void contentHydrated().then(() => (done = true));
    await settle();
    expect(done).toBe(false);
    render(<ContentHydrated />);
    await settle();
    expect(done).toBe(true);

    vi.useFakeTimers();
    holdNavigationsUntilHydrated(createMemoryHistory({ initialEntries: ['/'] }));
    let late = false;
    void contentHydrated(500).then(() => (late = true));
    await vi.advanceTimersByTimeAsync(499);
    expect(late).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toBe(true);
  });
});
