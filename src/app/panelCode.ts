import { once } from '../once';

/** The cart panel's module, asked for once (src/app/Panels.tsx mounts it on first open). */
export const loadCartPanel = once(() => import('./CartPanel'));
/** The mobile menu's module, asked for once. */
export const loadMobileMenu = once(() => import('./MobileMenu'));

/**
 * Starts loading the cart panel's code when the shopper is about to open it: the cart button is hovered, focused or
 * pressed, or a line is being added (the panel opens after the store's answer when `autoOpenCart` is on). Not on
 * idle: the panels with react-aria's modal, focus scope and the cart's fields are about 40 KB that most page views
 * never open (issue 28 counts every script a page fetches until it is idle). A failed load is tried again on open.
 */
export function preloadCartPanel(): void {
  loadCartPanel().catch(() => {});
}

/** As `preloadCartPanel`, for the mobile menu and its button. */
export function preloadMobileMenu(): void {
  loadMobileMenu().catch(() => {});
}

/** A panel button's props that start its panel's code: hovered (a mouse), focused (a keyboard), pressed (a touch). */
export function preloadsOnIntent(preload: () => void) {
  return { onHoverStart: preload, onFocus: preload, onPressStart: preload };
}
