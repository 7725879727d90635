import { act, render, screen, waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether the page has settled: each test imports it afresh.
async function freshModule() {
  vi.resetModules();
  return import('../../../src/ui/deferredHydration');
}

const widget = () => Promise.resolve({ Widget: ({ label }: { label: string }) => <p>{label}</p> });

describe('deferred hydration', () => {
  /** The roots a test hydrated: unmounted after it, so that no holder of one test listens on the next one's page. */
  const roots: Root[] = [];
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    act(() => roots.splice(0).forEach((root) => root.unmount()));
    document.body.innerHTML = '';
  });

  describe("a 'near' component", () => {
    /** A stand-in IntersectionObserver (jsdom has none): `enter()` reports the observed element in the margin. */
    let observers: {
      element: Element | null;
      options?: IntersectionObserverInit;
      callback: IntersectionObserverCallback;
    }[];
    beforeEach(() => {
      observers = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          entry: (typeof observers)[number];
          constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            this.entry = { element: null, callback, ...(options ? { options } : {}) };
            observers.push(this.entry);
          }
          observe(element: Element) {
            this.entry.element = element;
          }
          disconnect() {
            this.entry.element = null;
          }
        },
      );
    });
    afterEach(() => vi.unstubAllGlobals());
    const enter = () =>
      observers.forEach(({ element, callback }) => {
        if (element)
          callback(
            [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
      });
    const serverPage = () => {
      // The watched element is outside the root hydrated here: a section further down the same server page.
      document.body.innerHTML =
        '<div id="app"></div><form id="far"><input aria-label="Text"><p>server HTML</p></form>';
    };
    async function hydrate(near: () => Element | null) {
      const { deferredComponent, settlePage } = await freshModule();
      const { Deferred } = await import('../../../src/ui/Deferred');
      const { hydrateRoot } = await import('react-dom/client');
      const load = vi.fn(() => Promise.resolve({ Widget: ({ label }: { label: string }) => <p>{label}</p> }));
      const deferred = deferredComponent(load, 'Widget', { near });
      const app = document.getElementById('app')!;
      // The server's HTML of the holder: React finds it in place and keeps it until the code is in.
      app.innerHTML = '<!--$--><p>server</p><!--/$-->';
      act(() => {
        roots.push(hydrateRoot(app, <Deferred component={deferred} props={{ label: 'server' }} />));
      });
      return { load, deferred, settlePage, app };
    }

    it('loads nothing on a server-rendered page until its HTML comes near the viewport, even once the page settled', async () => {
      serverPage();
      const form = document.getElementById('far')!;
      const { load, settlePage } = await hydrate(() => form);
      act(() => settlePage());
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(load).not.toHaveBeenCalled();
      expect(observers.some((observer) => observer.element === form)).toBe(true);
      // Half a screen ahead of the viewport.
      expect(observers[0]?.options?.rootMargin).toBe('50% 0px');
      act(() => enter());
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      // Once released, it stops watching.
      expect(observers.every((observer) => observer.element === null)).toBe(true);
    });

    it('loads when the shopper moves the focus into it or presses on it, before it is near', async () => {
      serverPage();
      const form = document.getElementById('far')!;
      const { load } = await hydrate(() => form);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(load).not.toHaveBeenCalled();
      act(() => form.querySelector('input')!.focus());
      await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    });

    it('never loads when the server rendered nothing of it (no element to watch)', async () => {
      serverPage();
      const { load } = await hydrate(() => null);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(load).not.toHaveBeenCalled();
      expect(observers).toEqual([]);
    });

    it('loads at once when the browser renders it itself (a client-side navigation)', async () => {
      const { deferredComponent } = await freshModule();
      const { Deferred } = await import('../../../src/ui/Deferred');
      const load = vi.fn(widget);
      const deferred = deferredComponent(load, 'Widget', { near: () => null });
      render(<Deferred component={deferred} props={{ label: 'live' }} />);
      expect(await screen.findByText('live')).toBeDefined();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('renders with the first props until the code is in, then with the live ones', async () => {
      serverPage();
      const form = document.getElementById('far')!;
      const { deferredComponent } = await freshModule();
      const { Deferred } = await import('../../../src/ui/Deferred');
      const { hydrateRoot } = await import('react-dom/client');
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
        { near: () => form },
      );
      const app = document.getElementById('app')!;
      app.innerHTML = '<!--$--><p>first</p><!--/$-->';
      let root: Root | undefined;
      act(() => {
        root = hydrateRoot(app, <Deferred component={deferred} props={{ label: 'first' }} />);
        roots.push(root);
      });
      // A new label arrives before the code: the boundary keeps the server's HTML, then renders with the first label,
      // and with the live one once it is in.
      act(() => root!.render(<Deferred component={deferred} props={{ label: 'second' }} />));
      expect(app.textContent).toBe('first');
      act(() => deferred.release());
      await waitFor(() => expect(app.textContent).toBe('second'));
      expect(rendered[0]).toBe('first');
    });

    describe("with onIntent (the lists' sort)", () => {
      /** A server page whose holder's HTML is a button, and a load that waits until the test lets it finish. */
      async function hydrateButton({ inForm = false } = {}) {
        document.body.innerHTML = '<div id="app"></div>';
        const { deferredComponent } = await freshModule();
        const { Deferred } = await import('../../../src/ui/Deferred');
        const { hydrateRoot } = await import('react-dom/client');
        const pressed = vi.fn();
        function Widget({ label }: { label: string }) {
          const button = (
            <button type={inForm ? 'submit' : 'button'} onClick={pressed}>
              {label}
            </button>
          );
          return <div id="sort">{inForm ? <form action="/search">{button}</form> : button}</div>;
        }
        let finish = () => {};
        const load = vi.fn(
          () => new Promise<{ Widget: typeof Widget }>((resolve) => (finish = () => resolve({ Widget }))),
        );
        const deferred = deferredComponent(load, 'Widget', {
          near: () => document.getElementById('sort'),
          onIntent: true,
        });
        const app = document.getElementById('app')!;
        app.innerHTML = inForm
          ? '<!--$--><div id="sort"><form action="/search"><button type="submit">Sort</button></form></div><!--/$-->'
          : '<!--$--><div id="sort"><button type="button">Sort</button></div><!--/$-->';
        act(() => {
          roots.push(hydrateRoot(app, <Deferred component={deferred} props={{ label: 'Sort' }} />));
        });
        return {
          load,
          pressed,
          finish: () => act(() => Promise.resolve().then(finish)),
          button: app.querySelector('button')!,
        };
      }

      it('loads nothing when its HTML is in view, only when the shopper points at it or tabs to it', async () => {
        const { load, button } = await hydrateButton();
        act(() => enter());
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(load).not.toHaveBeenCalled();
        expect(observers).toEqual([]);
        act(() => button.focus());
        await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
      });

      it('plays a press that came before its code on the live widget, focused, once', async () => {
        const { load, pressed, finish, button } = await hydrateButton();
        // A tap: the pointer comes over the button (the code starts loading), then the click, before the code is in.
        act(() => void button.dispatchEvent(new Event('pointerover', { bubbles: true })));
        await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
        const early = new MouseEvent('click', { bubbles: true, cancelable: true });
        button.dispatchEvent(early);
        expect(early.defaultPrevented).toBe(true);
        expect(pressed).not.toHaveBeenCalled();
        await finish();
        await waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
        expect(document.activeElement).toBe(button);
        // Live now: a press goes straight to the widget.
        act(() => button.click());
        expect(pressed).toHaveBeenCalledTimes(2);
      });

      it('plays a press whose pointer went down before the code and came up after it was live, once', async () => {
        const { load, pressed, finish, button } = await hydrateButton();
        act(() => void button.dispatchEvent(new Event('pointerover', { bubbles: true })));
        await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
        button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
        await finish();
        await waitFor(() =>
          expect(Object.keys(button).some((key) => key.startsWith('__reactFiber$'))).toBe(true),
        );
        // A pointer's click (detail 1): react-aria, which never saw the press begin, takes it alone for no press.
        const late = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
        act(() => void button.dispatchEvent(late));
        expect(late.defaultPrevented).toBe(true);
        expect(pressed).toHaveBeenCalledTimes(1);
        expect(document.activeElement).toBe(button);
        // The next press, begun while live, is the widget's own.
        act(() => void button.dispatchEvent(new Event('pointerdown', { bubbles: true })));
        const own = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
        act(() => void button.dispatchEvent(own));
        expect(own.defaultPrevented).toBe(false);
        expect(pressed).toHaveBeenCalledTimes(2);
      });

      it('holds the moving keys and presses that came before its code, and plays them in order on the live widget', async () => {
        // Radios, whose arrow keys the browser acts on natively: before the code, that would check a radio the widget
        // never hears of.
        document.body.innerHTML = '<div id="app"></div>';
        const { deferredComponent } = await freshModule();
        const { Deferred } = await import('../../../src/ui/Deferred');
        const { hydrateRoot } = await import('react-dom/client');
        const heard: string[] = [];
        function Options() {
          return (
            <div
              id="options"
              onKeyDown={(event) => heard.push(`${event.key} on ${(event.target as HTMLInputElement).value}`)}
            >
              {['a', 'b', 'c'].map((value) => (
                <label key={value}>
                  <input
                    type="radio"
                    name="option"
                    value={value}
                    defaultChecked={value === 'a'}
                    onClick={() => heard.push(`click ${value}`)}
                  />
                  {value}
                </label>
              ))}
            </div>
          );
        }
        let finish = () => {};
        const load = vi.fn(
          () => new Promise<{ Options: typeof Options }>((resolve) => (finish = () => resolve({ Options }))),
        );
        const deferred = deferredComponent(load, 'Options', {
          near: () => document.getElementById('options'),
          onIntent: true,
        });
        const app = document.getElementById('app')!;
        app.innerHTML =
          '<!--$--><div id="options">' +
          ['a', 'b', 'c']
            .map(
              (v) =>
                `<label><input type="radio" name="option" value="${v}"${v === 'a' ? ' checked=""' : ''}>${v}</label>`,
            )
            .join('') +
          '</div><!--/$-->';
        act(() => {
          roots.push(hydrateRoot(app, <Deferred component={deferred} props={{}} />));
        });
        const [a, , c] = [...app.querySelectorAll('input')];
        act(() => a!.focus());
        await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
        const right = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
        a!.dispatchEvent(right);
        expect(right.defaultPrevented).toBe(true);
        // A key that moves nothing goes on as it came.
        const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
        a!.dispatchEvent(tab);
        expect(tab.defaultPrevented).toBe(false);
        const click = new MouseEvent('click', { bubbles: true, cancelable: true });
        c!.dispatchEvent(click);
        expect(click.defaultPrevented).toBe(true);
        expect(c!.checked).toBe(false);
        await act(() => Promise.resolve().then(finish));
        await waitFor(() => expect(heard).toEqual(['ArrowRight on a', 'click c']));
        expect(document.activeElement).toBe(c);
      });

      it("leaves a form's submit button alone: the server's form submits without the code", async () => {
        const { button } = await hydrateButton({ inForm: true });
        const early = new MouseEvent('click', { bubbles: true, cancelable: true });
        // jsdom does not submit forms: the default action is only looked at, not taken.
        button.form!.addEventListener('submit', (event) => event.preventDefault());
        button.dispatchEvent(early);
        expect(early.defaultPrevented).toBe(false);
      });
    });

    it('with loadIfShown, loads as it is made when its server HTML is on show, and waits while it is hidden', async () => {
      serverPage();
      const form = document.getElementById('far')!;
      const { deferredComponent } = await freshModule();
      const hiddenLoad = vi.fn(widget);
      // No box, as for an element hidden with display: none (jsdom gives every element one).
      const rects = vi.spyOn(form, 'getClientRects').mockReturnValue([] as unknown as DOMRectList);
      deferredComponent(hiddenLoad, 'Widget', { near: () => form, loadIfShown: true });
      const shownLoad = vi.fn(widget);
      rects.mockReturnValue([{}] as unknown as DOMRectList);
      deferredComponent(shownLoad, 'Widget', { near: () => form, loadIfShown: true });
      await waitFor(() => expect(shownLoad).toHaveBeenCalledTimes(1));
      expect(hiddenLoad).not.toHaveBeenCalled();
      expect(observers).toEqual([]);
    });
  });
});
