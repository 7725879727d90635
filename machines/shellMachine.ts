import { setup } from 'xstate';

/** Events the header, overlay and router send to the shell. */
export type ShellEvent =
  | { type: 'shell.cart.open' }
  | { type: 'shell.cart.close' }
  | { type: 'shell.cart.toggle' }
  | { type: 'shell.menu.open' }
  | { type: 'shell.menu.close' }
  | { type: 'shell.menu.toggle' }
  | { type: 'shell.overlay.click' }
  | { type: 'shell.route.change' }
  | { type: 'shell.search.open' }
  | { type: 'shell.search.close' }
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
            'shell.cart.toggle': 'open.cart',
            'shell.menu.open': 'open.menu',
            'shell.menu.toggle': 'open.menu',
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
              on: {
                'shell.cart.close': '#shell.panel.closed',
                'shell.cart.toggle': '#shell.panel.closed',
                'shell.menu.open': 'menu',
                'shell.menu.toggle': 'menu',
              },
            },
            menu: {
              on: {
                'shell.menu.close': '#shell.panel.closed',
                'shell.menu.toggle': '#shell.panel.closed',
                'shell.cart.open': 'cart',
                'shell.cart.toggle': 'cart',
              },
            },
          },
        },
      },
    },
    search: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { 'shell.search.open': 'shown', 'shell.search.toggle': 'shown' },
        },
        shown: {
          on: { 'shell.search.close': 'hidden', 'shell.search.toggle': 'hidden' },
        },
      },
    },
  },
});
