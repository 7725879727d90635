import {
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Deferred as DeferredComponent } from './deferredHydration';

/**
 * How far ahead of the viewport a `near` component's code starts loading: half a screen, about 200 ms of a quick
 * scroll, more than its download on a 4G line.
 */
const NEAR_MARGIN = '50% 0px';

const subscribeNever = () => () => {};

/**
 * Listens for `type` on events whose target is inside `element()`, in the capture phase on the document: React stops
 * the propagation of an event aimed at server HTML it has not hydrated yet (a Suspense boundary waiting for its code)
 * at its root, before it reaches anything inside. Returns stop.
 */
function listenInside(element: () => Element, type: string, listener: (event: Event) => void): () => void {
  const inside = (event: Event) => {
    if (event.target instanceof Node && element().contains(event.target)) listener(event);
  };
  document.addEventListener(type, inside, true);
  return () => document.removeEventListener(type, inside, true);
}

/**
 * Calls `reached` once `element` comes within `NEAR_MARGIN` of the viewport (unless `viewport` is false), or the
 * shopper points at it, presses on it or moves the focus into it (a keyboard or screen-reader jump to it), at once if
 * the focus or a pointer is there already. Returns stop.
 */
export function whenNear(element: Element, reached: () => void, { viewport = true } = {}): () => void {
  const intents = ['pointerover', 'pointerdown', 'focusin'] as const;
  const observer =
    !viewport || typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
          rootMargin: NEAR_MARGIN,
        });
  let unlisten: (() => void)[] = [];
  const stop = () => {
    observer?.disconnect();
    unlisten.forEach((stopListening) => stopListening());
  };
  const done = () => {
    stop();
    reached();
  };
  // Reached before the watch began, while the page hydrated: the focus is in it or a pointer over it already.
  if ((!observer && viewport) || element.contains(document.activeElement) || element.matches(':hover')) {
    done();
    return () => {};
  }
  observer?.observe(element);
  unlisten = intents.map((type) => listenInside(() => element, type, done));
  return stop;
}

/** The control a press landed on: what the live widget's own handlers listen on. */
const CONTROL =
  'a[href], button, input, select, textarea, label, [role=button], [role=checkbox], [role=switch], [role=radio], [tabindex]';

/** A link and a form's submit button: the server's HTML does their work without the code (a page load). */
const WORKS_WITHOUT_CODE =
  'a[href], form button:not([type=button]):not([type=reset]), form input[type=submit]';

/**
 * Keys a live widget moves by (a radio group's, a tab list's, a select's button), which the server's controls either
 * ignore (tabs, buttons) or act on natively, out of step with the widget's state (radios).
 */
const MOVE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * A press held back (`key` null: a click) on the control at `index` among the holder's controls, and the element the
 * focus was on then.
 */
interface HeldPress {
  index: number;
  key: string | null;
  focused: Element | null;
}

/**
 * Until `isLive()`, holds back every click inside `element` (a tap, or Enter and Space on a button, which the
 * server's HTML has no handler for yet), but those that work without the code, and every key of `MOVE_KEYS` on a
 * control, in order; `replay()` then presses those controls again, focused, as a screen reader's click does, and
 * sends the keys to them. Each control is found again by its place among the controls of the holder's element as
 * `find` returns it then: React may have rendered that HTML anew rather than taken it over. Where the shopper moved
 * the focus after the last press (on to the next group while the code came), it goes back there once the presses
 * have played. A click whose pointer went down before the code was live is held too, and played at once if the code
 * is live by then: react-aria never saw that press begin, and takes a pointer's click alone for no press.
 */
function holdPresses(element: Element, find: () => Element | null, isLive: () => boolean) {
  let held: HeldPress[] = [];
  let downBeforeLive = false;
  const replay = () => {
    const presses = held;
    held = [];
    const shopperFocus = document.activeElement;
    let previous: { control: HTMLElement; landed: Element | null } | null = null;
    for (const { index, key } of presses) {
      const control = find()?.querySelectorAll<HTMLElement>(CONTROL)[index];
      if (!control) continue;
      if (key === null) {
        control.focus();
        control.click();
        previous = null;
        continue;
      }
      // Keys pressed one after another on a control the server's HTML held still: each goes on from where the live
      // widget moved the focus for the key before.
      const target =
        previous?.control === control && previous.landed instanceof HTMLElement ? previous.landed : control;
      target.focus();
      target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      previous = { control, landed: document.activeElement };
    }
    const last = presses.at(-1);
    if (
      last &&
      shopperFocus instanceof HTMLElement &&
      shopperFocus !== document.body &&
      shopperFocus !== last.focused
    )
      shopperFocus.focus();
  };
  // Found anew for each event: once live, the holder's HTML may be React's own rather than the server's.
  const within = () => find() ?? element;
  /** The held control's place among the controls, or -1 for an event on no control of the holder's. */
  const placeOf = (target: EventTarget | null) => {
    const control = target instanceof Element ? target.closest<HTMLElement>(CONTROL) : null;
    const root = within();
    if (!control || !root.contains(control) || control.matches(WORKS_WITHOUT_CODE)) return -1;
    return [...root.querySelectorAll(CONTROL)].indexOf(control);
  };
  // Once live, the first press that began after that ends the holding: no press begun before can still come.
  const stop = () => {
    stopDown();
    stopClick();
    stopKeys();
  };
  const stopDown = listenInside(within, 'pointerdown', () => {
    if (isLive()) stop();
    else downBeforeLive = true;
  });
  const stopClick = listenInside(within, 'click', (event) => {
    const early = !isLive() || downBeforeLive;
    downBeforeLive = false;
    if (isLive()) stop();
    const index = early ? placeOf(event.target) : -1;
    if (index < 0) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ index, key: null, focused: document.activeElement });
    if (isLive()) replay();
  });
  const stopKeys = listenInside(within, 'keydown', (event) => {
    if (isLive() || !(event instanceof KeyboardEvent) || !MOVE_KEYS.has(event.key)) return;
    const index = placeOf(event.target);
    if (index < 0) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ index, key: event.key, focused: document.activeElement });
  });
  return { replay, stop };
}

// Layout effects do not run on the server; in the browser the press guard must stand before any event can arrive.
const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Renders its children, and reports once they are live (committed, and hydrated when they came from the server):
 * `onLive` in the same task as React's commit, as its handlers start to hear events, and `onSettled` after.
 */
function Live({
  onLive,
  onSettled,
  children,
}: {
  onLive: () => void;
  onSettled: () => void;
  children: ReactNode;
}) {
  useBrowserLayoutEffect(onLive, [onLive]);
  useEffect(onSettled, [onSettled]);
  return children;
}

/**
 * Renders a component made with `deferredComponent` (./deferredHydration): it keeps the server's HTML until its
 * code has come, for a `near` component once its server HTML comes near the viewport, for an `intent` one once the
 * shopper reaches for it. A press or a moving key on its server HTML before it is live is played again on the live
 * widget. Until then it renders with the props of its first render, in
 * a Suspense boundary memoised on them, so that a re-render above it is no update to the boundary that would make
 * React throw that HTML away.
 */
export function Deferred<P extends object>({
  component,
  props,
  fallback = null,
}: {
  component: DeferredComponent<P>;
  props: P;
  /** Shown only when the browser renders the page itself (a client-side navigation) before the code is in. */
  fallback?: ReactNode;
}) {
  const shown = component.useProps(props);
  const { Component } = component;
  // True only while this holder hydrates server HTML: the value its first render saw stays in the effect below.
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const live = useRef<{ done: boolean; replay: () => void }>({ done: false, replay: () => {} });
  useBrowserLayoutEffect(() => {
    // Rendered by the browser itself (a client-side navigation): nothing to keep, the code loads at once.
    if (!hydrating) return component.release();
    // Its server HTML, found while the page hydrates (`deferredComponent`'s `near`). None (it rendered nothing): its
    // code never loads on this page, as nothing of it shows.
    const element = component.near();
    if (!element) return;
    const presses = holdPresses(
      element,
      () => component.near(),
      () => live.current.done,
    );
    live.current.replay = presses.replay;
    const stopWatching = whenNear(element, component.release, { viewport: component.when === 'near' });
    return () => {
      stopWatching();
      presses.stop();
    };
    // The first render's values: the holder decides once, when it mounts.
  }, []);
  const onLive = useMemo(
    () => () => {
      live.current.done = true;
    },
    [],
  );
  const onSettled = useMemo(() => () => live.current.replay(), []);
  return useMemo(
    () => (
      <Suspense fallback={fallback}>
        <Live onLive={onLive} onSettled={onSettled}>
          <Component {...shown} />
        </Live>
      </Suspense>
    ),
    [Component, shown, fallback, onLive, onSettled],
  );
}
