import { setup } from 'xstate';

/**
 * Events the header, the panels and the router send to the shell: the header's buttons open a panel or toggle the
 * search; a panel's Close button, Escape and its overlay all close it (`shell.overlay.click`).
 */
export type ShellEvent =
  | { type: 'shell.cart.open' }
  | { type: 'shell.menu.open' }
  | { type: 'shell.overlay.click' }
  | { type: 'shell.route.change' }
  | { type: 'shell.search.toggle' };

/** `scrollLocked` is on while the cart panel or the mobile menu is shown. */
export type ShellTag = 'scrollLocked';

/**
 * Header and shell flags (spec sections 2 and 4): cart panel shown, mobile menu shown, search shown.
 * The two panels share one region, so opening one closes the other and the overlay belongs to both.
 */
export const shellMachine = setup({
  types: {
    events: {} as ShellEvent,
    tags: {} as ShellTag,
  },
  actions: {
    /** The app locks page scrolling (e.g. `overflow: hidden` on the root element). */
    lockScroll: () => {},
    /** The app restores page scrolling. */
    unlockScroll: () => {},
  },
}).createMachine({
  id: 'shell',
  type: 'parallel',
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'shell.cart.open': 'open.cart',
            'shell.menu.open': 'open.menu',
          },
        },
        open: {
          tags: ['scrollLocked'],
          // Switching between cart and menu stays inside `open`, so the lock is not released in between.
          entry: 'lockScroll',
          exit: 'unlockScroll',
          on: {
            'shell.overlay.click': 'closed',
            'shell.route.change': 'closed',
          },
          initial: 'cart',
          states: {
            cart: {
              on: { 'shell.menu.open': 'menu' },
            },
            menu: {
              on: { 'shell.cart.open': 'cart' },
            },
          },
        },
      },
    },
    search: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'shell.search.toggle': 'shown' } },
        shown: { on: { 'shell.search.toggle': 'hidden' } },
      },
    },
  },
});
