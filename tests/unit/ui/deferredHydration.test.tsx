import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether the page has settled: each test imports it afresh.
async function freshModule() {
  vi.resetModules();
  return import('../../../src/ui/deferredHydration');
}

const widget = () => Promise.resolve({ Widget: ({ label }: { label: string }) => <p>{label}</p> });

describe('deferred hydration', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('on a server-rendered page, loads the code only once the page has settled, then reports ready', async () => {
    document.body.innerHTML = '<div id="app"><main>server HTML</main></div>';
    const { deferredComponent, settlePage } = await freshModule();
    const load = vi.fn(widget);
    const deferred = deferredComponent(load, 'Widget');
    function Ready() {
      return <output>{deferred.useReady() ? 'ready' : 'waiting'}</output>;
    }
    render(<Ready />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('waiting');
    act(() => settlePage());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on a page the browser renders itself, loads at once', async () => {
    const { deferredComponent } = await freshModule();
    const load = vi.fn(widget);
    const deferred = deferredComponent(load, 'Widget');
    render(<deferred.Component label="live" />);
    expect(await screen.findByText('live')).toBeDefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders with the first props until the code is in, then with the live ones (the Deferred holder)', async () => {
    document.body.innerHTML = '<div id="app"><main>server HTML</main></div>';
    const { deferredComponent, settlePage } = await freshModule();
    const { Deferred } = await import('../../../src/ui/Deferred');
    const rendered: string[] = [];
    const deferred = deferredComponent(
      () =>
        Promise.resolve({
          Widget: ({ label }: { label: string }) => {
            rendered.push(label);
            return <p>{label}</p>;
          },
        }),
      'Widget',
    );
    const view = render(<Deferred component={deferred} props={{ label: 'first' }} />);
    // A new label arrives before the code: the boundary keeps rendering with the first one until it is live.
    view.rerender(<Deferred component={deferred} props={{ label: 'second' }} />);
    act(() => settlePage());
    await waitFor(() => expect(screen.getByText('second')).toBeDefined());
    expect(rendered[0]).toBe('first');
  });
});
