import { waitFor } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import enUS from '../../../../src/i18n/messages/en_US.json';

const HTML = '<p>Soft <strong>linen</strong>, washed twice.</p>';
const SANITIZER = '../../../../src/catalog/product/sanitizeHtml';

/** The page's modules, imported anew: the sanitiser not yet loaded. */
async function freshPage() {
  vi.resetModules();
  const { I18nProvider } = await import('../../../../src/i18n/I18nProvider');
  const { StoreHtml } = await import('../../../../src/catalog/product/StoreHtml');
  const { loadSanitizer } = await import('../../../../src/catalog/product/useSanitizer');
  const page = (
    <I18nProvider initialLocale="en_US" initialMessages={enUS}>
      <StoreHtml html={HTML} />
    </I18nProvider>
  );
  return { page, loadSanitizer };
}

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
it("hydrates store HTML whose sanitiser arrives while React waits for it, keeping the server's HTML", async () => {
  // The sanitiser's own work is tested elsewhere (its module loads jsdom on the server): here it passes HTML through.
  const sanitizeHtml = (html: string | null | undefined) => html ?? '';
  vi.doMock(SANITIZER, () => ({ sanitizeHtml }));
  const server = await freshPage();
  await server.loadSanitizer();
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(server.page);
  expect(html).toContain('<strong>linen</strong>');

  // The browser: the sanitiser's code comes only when the test lets it, while React is hydrating.
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  vi.doMock(SANITIZER, async () => {
    await arrived;
    return { sanitizeHtml };
  });
  const browser = await freshPage();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverParagraph = container.querySelector('p');
  const errors: unknown[] = [];
  // React's own scheduling, as in a browser, not the test helper's: it pauses on a pending `use()` and replays.
  vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false);
  const { hydrateRoot } = await import('react-dom/client');
  // The code arrives just as React has paused on it (the narrow window a real page met now and then): before
  // React's next task, so that React replays the paused component rather than leaving the boundary for later.
  const React = await import('react');
  const use = React.use;
  vi.spyOn(React, 'use').mockImplementation((usable) => {
    try {
      return use(usable);
    } catch (paused) {
      arrive();
      throw paused;
    }
  });
  root = hydrateRoot(container, browser.page, { onRecoverableError: (error) => errors.push(error) });
  await browser.loadSanitizer();
  await waitFor(() =>
    expect(Object.keys(container.querySelector('div')!).some((k) => k.startsWith('__reactFiber$'))).toBe(
      true,
    ),
  );
  expect(errors).toEqual([]);
  // The server's elements themselves, taken over rather than rendered anew.
  expect(container.querySelector('p')).toBe(serverParagraph);
  expect(container.querySelector('strong')?.textContent).toBe('linen');
}, 30_000);
