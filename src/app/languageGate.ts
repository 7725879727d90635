/**
 * The footer's language switcher is in the server's HTML, but its code (react-aria's Select, listbox and popover)
 * loads only once the footer comes into view, or a pointer or the keyboard focus enters it. This module is
 * the hand-over between the footer, which is always there, and the switcher, which arrives later.
 */

let openGate: () => void = () => {};
/** Resolves when the switcher is wanted. */
export const switcherWanted = new Promise<void>((resolve) => {
  openGate = resolve;
});

let hydrated = false;
let pressedEarly = false;

/** The footer saw the shopper come near: load the switcher. */
export function wantSwitcher(): void {
  openGate();
}

/** The shopper pressed the server-rendered switcher before its code was in: it opens once it is. */
function pressSwitcher(): void {
  if (!hydrated) pressedEarly = true;
  openGate();
}

/**
 * Hears a press on the server-rendered switcher from the moment the app's code runs, in the capture phase of the
 * document: the footer's own listeners start only once the footer has hydrated, which may be after the shopper's
 * first press (a screen reader's virtual cursor sends a lone click, with no pointer or focus before it). A click is
 * also what Enter or Space on the button sends. Once the switcher is live, react-aria answers presses itself.
 */
if (typeof document !== 'undefined')
  document.addEventListener(
    'click',
    (event) => {
      if (
        !hydrated &&
        event.target instanceof Element &&
        event.target.closest('footer button[aria-haspopup="listbox"]')
      )
        pressSwitcher();
    },
    true,
  );

/** The switcher is live; true when it should open at once because it was pressed while it loaded. */
export function switcherReady(): boolean {
  hydrated = true;
  const open = pressedEarly;
  pressedEarly = false;
  return open;
}
