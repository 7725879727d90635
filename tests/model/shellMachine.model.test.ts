// Fast machine-alone check: paths replayed on the machine itself; tests/model/screens/ drives the screens.
import { describe, expect, it } from 'vitest';
import { shellMachine } from '../../machines/shellMachine';
import { createHarness, createModel } from './coverage';
import { describeModel } from './describeModel';

const model = createModel(shellMachine);

describeModel('shellMachine', model, (paths) => {
  expect(paths).toMatchInlineSnapshot(`
    [
      "shell.cart.open → shell.menu.open ⇒ panel.open.menu + search.hidden",
      "shell.cart.open → shell.overlay.click ⇒ panel.closed + search.hidden",
      "shell.cart.open → shell.route.change ⇒ panel.closed + search.hidden",
      "shell.cart.open → shell.search.toggle ⇒ panel.open.cart + search.shown",
      "shell.menu.open → shell.cart.open ⇒ panel.open.cart + search.hidden",
      "shell.menu.open → shell.search.toggle ⇒ panel.open.menu + search.shown",
      "shell.search.toggle → shell.search.toggle ⇒ panel.closed + search.hidden",
    ]
  `);
});

describe('shellMachine behaviour', () => {
  it('locks scrolling once while switching between cart and menu, and unlocks on close', () => {
    const h = createHarness(shellMachine);
    h.actor.send({ type: 'shell.cart.open' });
    h.actor.send({ type: 'shell.menu.open' });
    expect(h.actor.getSnapshot().hasTag('scrollLocked')).toBe(true);
    h.actor.send({ type: 'shell.overlay.click' });
    expect(h.actor.getSnapshot().hasTag('scrollLocked')).toBe(false);
    expect(h.actions.map((a) => a.type)).toEqual(['lockScroll', 'unlockScroll']);
  });

  it('closes both panels on route change but keeps the search box', () => {
    const h = createHarness(shellMachine);
    h.actor.send({ type: 'shell.search.toggle' });
    h.actor.send({ type: 'shell.menu.open' });
    h.actor.send({ type: 'shell.route.change' });
    expect(h.actor.getSnapshot().value).toEqual({ panel: 'closed', search: 'shown' });
  });

  it('opening the cart closes the menu', () => {
    const h = createHarness(shellMachine);
    h.actor.send({ type: 'shell.menu.open' });
    h.actor.send({ type: 'shell.cart.open' });
    expect(h.actor.getSnapshot().value).toEqual({ panel: { open: 'cart' }, search: 'hidden' });
  });
});
