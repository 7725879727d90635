import { waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import enUS from '../../../../src/i18n/messages/en_US.json';

const HTML = '<p>Soft <strong>linen</strong>, washed twice.</p>';
const SANITIZER = '../../../../src/catalog/product/sanitizeHtml';

/** The page's modules, imported anew: the sanitiser not yet loaded. */
async function freshPage(html = HTML) {
  vi.resetModules();
  const { I18nProvider } = await import('../../../../src/i18n/I18nProvider');
  const { StoreHtml } = await import('../../../../src/catalog/product/StoreHtml');
  const { loadSanitizer } = await import('../../../../src/catalog/product/useSanitizer');
  const page = (storeHtml = html) => (
    <I18nProvider initialLocale="en_US" initialMessages={enUS}>
      <StoreHtml html={storeHtml} />
    </I18nProvider>
  );
  return { page, loadSanitizer };
}

/** The sanitiser's own work is tested elsewhere (its module loads jsdom on the server): here it drops scripts. */
const sanitizeHtml = (html: string | null | undefined) => (html ?? '').replace(/<script>.*?<\/script>/g, '');

/** The server's HTML of `html`, with the sanitiser loaded as the server loads it. */
async function serverHtml(html: string) {
  vi.doMock(SANITIZER, () => ({ sanitizeHtml }));
  const server = await freshPage(html);
  await server.loadSanitizer();
  const { renderToString } = await import('react-dom/server');
  return renderToString(server.page());
}

function mount(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

const hydratedBy = (element: Element | null) =>
  element !== null && Object.keys(element).some((k) => k.startsWith('__reactFiber$'));

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  vi.doUnmock(SANITIZER);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Regression: a product page hydrating while the sanitiser's code arrived logged React's #467 ("update hook called
 * on initial render") and #422, and React threw the server's HTML of the description away. The component read the
 * sanitiser from a module variable once it was in, and through `use()` before: React paused the hydration on that
 * `use()`, and replayed the component when the code came, which then took the variable and never called `use()`,
 * so its next hook ran as an update of a component that had never mounted. (The page's modules are imported anew
 * twice: seconds on a busy machine.)
 */
it("hydrates the server's store HTML as it is, without loading the sanitiser, and sanitises HTML drawn later", async () => {
  const html = await serverHtml(HTML);
  expect(html).toContain('<strong>linen</strong>');
  // The browser: a sanitiser that would never arrive, and whose loading is counted.
  let loads = 0;
  vi.doMock(SANITIZER, async () => {
    loads += 1;
    await new Promise(() => {});
    return { sanitizeHtml };
  });
  const browser = await freshPage();
  const container = mount(html);
  const serverParagraph = container.querySelector('p');
  const errors: unknown[] = [];
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
  const { hydrateRoot } = await import('react-dom/client');
  const { act } = await import('react');
  // Async act: React's work, and what it awaits, flushed before the checks.
  await act(async () => {
    root = hydrateRoot(container, browser.page(), { onRecoverableError: (error) => errors.push(error) });
    await Promise.resolve();
  });
  expect(hydratedBy(container.querySelector('div'))).toBe(true);
  expect(errors).toEqual([]);
  expect(loads).toBe(0);
  // The server's elements themselves, taken over rather than rendered anew.
  expect(container.querySelector('p')).toBe(serverParagraph);
  expect(container.querySelector('strong')?.textContent).toBe('linen');

  // New store HTML (the page's data changed): the browser draws it, through the sanitiser.
  vi.doMock(SANITIZER, () => ({ sanitizeHtml }));
  vi.resetModules();
  await act(async () => {
    root!.render(browser.page('<p>Now <em>wool</em>.</p><script>alert(1)</script>'));
    await browser.loadSanitizer();
    // React's retry of the boundary that waited for it, inside the act too.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await waitFor(() => expect(container.querySelector('em')?.textContent).toBe('wool'));
  expect(container.querySelector('script')).toBeNull();
  expect(container.innerHTML).not.toContain('alert');
}, 30_000);

/**
 * Regression: a product page hydrating while the sanitiser's code arrived logged React's #467 ("update hook called
 * on initial render") and #422, and React threw the server's HTML away. The component read the sanitiser from a
 * module variable once it was in, and through `use()` before: React paused the hydration on that `use()`, and
 * replayed the component when the code came, which then took the variable and never called `use()`, so its next hook
 * ran as an update of a component that had never mounted. Hydration still waits for the sanitiser where the server
 * drew nothing for non-empty store HTML (it sanitised to nothing): the browser must come to the same. (The page's
 * modules are imported anew twice: seconds on a busy machine.)
 */
it('hydrates store HTML the server sanitised to nothing while the sanitiser arrives, without an error', async () => {
  const scriptOnly = '<script>alert(1)</script>';
  const html = await serverHtml(scriptOnly);
  expect(html).not.toContain('alert');

  // The browser: the sanitiser's code comes only when the test lets it, while React is hydrating.
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock(SANITIZER, async () => {
    await arrived;
    return { sanitizeHtml };
  });
  const browser = await freshPage(scriptOnly);
  const container = mount(`${html}<p>after</p>`);
  const after = container.querySelector('p');
  const errors: unknown[] = [];
  // React's own scheduling, as in a browser, not the test helper's: it pauses on a pending `use()` and replays.
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
  const { hydrateRoot } = await import('react-dom/client');
  // The code arrives just as React has paused on it (the narrow window a real page met now and then): before
  // React's next task, so that React replays the paused component rather than leaving the boundary for later.
  const React = await import('react');
  const use = React.use;
  let paused = false;
  vi.spyOn(React, 'use').mockImplementation((usable) => {
    try {
      return use(usable);
    } catch (pending) {
      paused = true;
      arrive();
      throw pending;
    }
  });
  const page = (
    <>
      {browser.page()}
      <p>after</p>
    </>
  );
  root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  await browser.loadSanitizer();
  await waitFor(() => expect(hydratedBy(container.querySelector('p'))).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(paused).toBe(true);
  expect(errors).toEqual([]);
  expect(container.querySelector('p')).toBe(after);
  expect(container.innerHTML).not.toContain('alert');
}, 30_000);
