// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { shellMachine } from '../../../machines/shellMachine';
import { CartPanel } from '../../../src/app/CartPanel';
import { Header } from '../../../src/app/Header';
import { MobileMenu } from '../../../src/app/MobileMenu';
import enUS from '../../../src/i18n/messages/en_US.json';
import { formatValue, type ModelStep } from '../coverage';
import {
  createHeldNetwork,
  itCoversOnScreens,
  pagePerTest,
  reach,
  renderStorefront,
  screenPaths,
  SystemRecorder,
} from './harness';

/**
 * The shell machine's paths drive the real header, cart panel and mobile menu through the real actor system: the
 * header's cart, menu and search buttons, each panel's Close button, and a link in the mobile menu (a route change
 * closes both panels). The panels are modal, so while one is open the header behind it cannot be pressed. The
 * store's cart answer is never let through: the shell does not wait on it.
 */
const cartDialog = () => screen.queryByRole('dialog', { name: enUS['cart.title'] });
const menuDialog = () => screen.queryByRole('dialog', { name: enUS['shell.menu.label'] });

/** The screen action that sends a path's event in the state the path is in, or null when the screen has none. */
function actionFor(event: AnyEventObject, state: string): (() => void) | null {
  const closed = state.includes('panel.closed');
  switch (event.type) {
    case 'shell.cart.open':
      return closed ? () => fireEvent.click(screen.getByRole('button', { name: /^Cart,/ })) : null;
    case 'shell.menu.open':
      return closed
        ? () => fireEvent.click(screen.getByRole('button', { name: enUS['shell.menu.open'] }))
        : null;
    case 'shell.search.toggle':
      return closed
        ? () =>
            fireEvent.click(
              screen.getByRole('button', {
                name: state.includes('search.shown') ? enUS['shell.search.hide'] : enUS['shell.search.show'],
              }),
            )
        : null;
    case 'shell.overlay.click':
      return closed
        ? null
        : () =>
            fireEvent.click(
              within((cartDialog() ?? menuDialog())!).getByRole('button', { name: enUS['ui.close'] }),
            );
    case 'shell.route.change':
      return state.includes('panel.open.menu')
        ? () =>
            fireEvent.click(within(menuDialog()!).getByRole('link', { name: enUS['shell.menu.products'] }))
        : null;
    default:
      return null;
  }
}

const paths = screenPaths(shellMachine, {
  input: undefined,
  events: [
    'shell.cart.open',
    'shell.menu.open',
    'shell.overlay.click',
    'shell.route.change',
    'shell.search.toggle',
  ].map((type) => ({ type })),
  canDrive: (state, event) => actionFor(event, formatValue(state.value as never)) !== null,
});

/** The page's chrome, the same on every route. */
function Shell({ page }: { page: string }) {
  return (
    <>
      <Header />
      <CartPanel />
      <MobileMenu />
      <main>
        <h1>{page}</h1>
      </main>
    </>
  );
}

/** The state-by-state check: the panel shown, the search field shown, and the page scroll locked under a panel. */
async function expectScreen(step: Pick<ModelStep, 'value' | 'tags'>, page: string, where: string) {
  const state = formatValue(step.value);
  await waitFor(() => {
    expect(cartDialog() !== null, `${where}: cart panel`).toBe(state.includes('panel.open.cart'));
    expect(menuDialog() !== null, `${where}: mobile menu`).toBe(state.includes('panel.open.menu'));
    const shown = state.includes('search.shown');
    if (state.includes('panel.closed')) {
      const toggle = screen.getByRole('button', {
        name: shown ? enUS['shell.search.hide'] : enUS['shell.search.show'],
      });
      expect(toggle.getAttribute('aria-expanded'), `${where}: search toggle`).toBe(String(shown));
      // The wide screens' field is always there; the small screens' one shows while the search is shown.
      expect(
        screen.getAllByRole('searchbox', { name: enUS['shell.search.label'] }),
        `${where}: search fields`,
      ).toHaveLength(shown ? 2 : 1);
      screen.getByRole('heading', { level: 1, name: page });
    }
  });
}

const recorder = new SystemRecorder();
const mounted = pagePerTest();

/** The shell machine's transitions no path on these screens takes, and why. */
const UNREACHED: Record<string, string> = {
  'shell.panel.open.cart: shell.menu.open → shell.panel.open.menu':
    "the header's menu button is behind the modal cart panel: it cannot be pressed while the panel is open, and nothing else sends shell.menu.open",
  'shell.panel.open.menu: shell.cart.open → shell.panel.open.cart':
    "the header's cart button is behind the modal mobile menu, which has no cart control of its own; the cart actor opens the panel after an add with the store setting autoOpenCart (this store has it off, src/settings.ts): with it on, cart.screens.test.tsx takes it, in its own recorder",
};

// The lazily loaded search field: loaded before the paths, so that a step waits for the screen, not the compiler.
beforeAll(async () => {
  await import('../../../src/app/SearchBox');
});

describe('shell paths on the real screens', () => {
  it('pins the screen path list', () => {
    expect(paths.map((p) => p.description)).toMatchInlineSnapshot(`
      [
        "shell.cart.open → shell.overlay.click ⇒ panel.closed + search.hidden",
        "shell.menu.open → shell.overlay.click ⇒ panel.closed + search.hidden",
        "shell.menu.open → shell.route.change ⇒ panel.closed + search.hidden",
        "shell.search.toggle → shell.cart.open → shell.overlay.click ⇒ panel.closed + search.shown",
        "shell.search.toggle → shell.menu.open → shell.overlay.click ⇒ panel.closed + search.shown",
        "shell.search.toggle → shell.menu.open → shell.route.change ⇒ panel.closed + search.shown",
        "shell.search.toggle → shell.search.toggle ⇒ panel.closed + search.hidden",
      ]
    `);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    const rendered = (mounted.current = await renderStorefront(
      <Shell page="Home page" />,
      createHeldNetwork({}).environment,
      {
        routes: { '/products': () => <Shell page="All products page" /> },
        recorder,
      },
    ));
    let page = 'Home page';
    fireEvent.keyDown(window, { key: 'Tab' });
    await reach(rendered, 'shell', path.initial, 'initial state');
    await expectScreen(path.initial, page, 'initial state');
    for (const [i, step] of path.steps.entries()) {
      const where = `step ${i + 1} (${step.event.type})`;
      actionFor(step.event, formatValue(path.steps[i - 1]?.value ?? path.initial.value))!();
      if (step.event.type === 'shell.route.change') page = 'All products page';
      await reach(rendered, 'shell', step, where);
      await expectScreen(step, page, where);
    }
  });

  itCoversOnScreens(shellMachine, recorder, UNREACHED);
});
