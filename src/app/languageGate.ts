/**
 * The footer's language switcher is in the server's HTML, but its code (react-aria's Select, listbox and popover)
 * loads only once the footer comes near the viewport, or a pointer or the keyboard focus enters it. This module is
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
export function pressSwitcher(): void {
  if (!hydrated) pressedEarly = true;
  openGate();
}

/** The switcher is live; true when it should open at once because it was pressed while it loaded. */
export function switcherReady(): boolean {
  hydrated = true;
  const open = pressedEarly;
  pressedEarly = false;
  return open;
}
