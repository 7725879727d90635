import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setListChange } from '../ui/listChange';
import { focusHeading, mainHeading } from '../ui/focusHeading';
import { isListPath } from './listPath';
import { announce, clearAnnouncements } from '../ui/LiveRegion';

/** How a focused element is found again on a page rendered anew. */
interface FocusMark {
  href: string | null;
  name: string;
  tag: string;
  keeps: boolean;
  /** Its place among the page's elements of its kind in its scope: a list control whose name says its value (the
   * sort button says the new order) is found again by it. */
  index: number;
}

/** How long a new page may take to show its heading (a lazy route chunk, its data) before focus gives up. */
const HEADING_WAIT_MS = 8000;

function nameOf(element: Element): string {
  const labelled = element as HTMLInputElement;
  const label = labelled.labels?.[0]?.textContent;
  return (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '').trim();
}

function selectorOf(mark: Pick<FocusMark, 'href' | 'tag' | 'keeps'>): string {
  const scope = mark.keeps ? '[data-keeps-focus] ' : '#main ';
  return mark.href ? `${scope}a[href="${CSS.escape(mark.href)}"]` : `${scope}${mark.tag.toLowerCase()}`;
}

/** The elements `selector` matches that are on screen (a page hidden behind a Suspense fallback has no boxes). */
function shown(selector: string): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(selector)].filter(
    (candidate) =>
      candidate.getClientRects().length > 0 || candidate.closest('label')?.getClientRects().length,
  );
}

function markOf(element: Element | null): FocusMark | undefined {
  if (!element || element === document.body || !element.isConnected) return undefined;
  const mark = {
    href: element.getAttribute('href'),
    name: nameOf(element),
    tag: element.tagName,
    keeps: element.closest('[data-keeps-focus]') !== null,
  };
  return { ...mark, index: shown(selectorOf(mark)).indexOf(element as HTMLElement) };
}

/** The element on the current page that `mark` describes, if there is one. */
function find(mark: FocusMark): HTMLElement | undefined {
  const candidates = shown(selectorOf(mark));
  return (
    candidates.find((candidate) => nameOf(candidate) === mark.name) ??
    (mark.href ? candidates[0] : mark.keeps && mark.index >= 0 ? candidates[mark.index] : undefined)
  );
}

/** How long the old page's heading is taken for the new page's (a list route re-rendered with new search). */
const SAME_HEADING_MS = 1500;

/**
 * After each client navigation: clears the old page's announcements, then either keeps focus on the list control
 * the shopper used, or (links, buttons that leave, Back/Forward, the header's search from another page) moves it to
 * the new page's `h1` and announces the page title once, followed by its summary line (`data-page-summary`). Back
 * and Forward put focus back on the element the shopper left that page from (the product card they opened), without
 * scrolling, so the router's scroll restoration holds.
 */
export function RouteFocus() {
  const router = useRouter();
  useEffect(() => {
    let lastAction = 'PUSH';
    let leaving: FocusMark | undefined;
    let oldHeading: HTMLElement | null = null;
    let oldTitle = '';
    /** The focused element when each page was left, by href: where Back returns focus. */
    const leftFrom = new Map<string, FocusMark>();
    let cancel = () => {};

    // An option of a list control's listbox (sort) sits in a popover elsewhere in the page, and focus is on the
    // body for a moment while it closes: what counts is the control focused last outside any popover.
    let lastOutside: Element | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element;
      if (!target.closest('[data-trigger]')) lastOutside = target;
    };
    // In the capture phase: React stops a focus moving into server HTML it has not hydrated yet (the sort, whose code
    // loads as the focus arrives) at its root, and a listener on the way back up never hears of it.
    document.addEventListener('focusin', onFocusIn, true);
    // When the shopper last pressed a key or pointed: focus they have moved on their own is not taken back.
    let lastInputAt = 0;
    const onInput = () => {
      lastInputAt = Date.now();
    };
    document.addEventListener('keydown', onInput, true);
    document.addEventListener('pointerdown', onInput, true);
    const usedControl = () => {
      const active = document.activeElement;
      const inPopover = !active || active === document.body || active.closest('[data-trigger]');
      return markOf(inPopover && lastOutside?.isConnected ? lastOutside : active);
    };
    const offHistory = router.history.subscribe(({ action }) => {
      lastAction = action.type;
    });
    /** A change of the list on screen (filter, sort, search, page by a list control), not a new page. */
    let listChange = false;
    const offBefore = router.subscribe('onBeforeNavigate', ({ fromLocation, toLocation, hrefChanged }) => {
      if (!hrefChanged) return;
      leaving = usedControl();
      oldHeading = mainHeading();
      oldTitle = document.title;
      if (fromLocation && leaving && !leaving.keeps) leftFrom.set(fromLocation.href, leaving);
      // The header's search from any other page opens a new page, though: its heading takes focus, its title is said.
      listChange =
        Boolean(fromLocation) && isListPath(fromLocation?.pathname ?? '') && isListPath(toLocation.pathname);
      setListChange(listChange && Boolean(leaving?.keeps));
    });
    const offResolved = router.subscribe('onResolved', ({ fromLocation, toLocation, hrefChanged }) => {
      // The first load is the server's page: the browser reads it from the top by itself.
      if (!fromLocation || !hrefChanged) return;
      cancel();
      const used = leaving;
      const popped = lastAction !== 'PUSH' && lastAction !== 'REPLACE';
      lastAction = 'PUSH';
      const started = Date.now();
      let frame = 0;
      // A list change (a listbox option returns focus to its trigger by now): the list announces its own count.
      const current = usedControl();
      const kept = !listChange ? undefined : used?.keeps ? used : current?.keeps ? current : undefined;
      if (kept) {
        // The control stays, or comes back on the list's other route once that has rendered (page 2 → page 1).
        const hold = () => {
          // The shopper went on (a key, a press): focus is theirs. A list box they closed meanwhile puts it back
          // on its own trigger, after a moment on the body that this must not take for a lost focus.
          if (lastInputAt > started) return;
          const active = document.activeElement;
          if (!active || active === document.body || !active.isConnected) {
            find(kept)?.focus({ preventScroll: true });
            if (document.activeElement?.closest('[data-keeps-focus]')) return;
          }
          if (Date.now() - started < HEADING_WAIT_MS / 2) frame = requestAnimationFrame(hold);
        };
        frame = requestAnimationFrame(hold);
        cancel = () => cancelAnimationFrame(frame);
        return;
      }
      setListChange(false);
      clearAnnouncements();
      const settle = () => {
        // The shopper went on (a Tab, a press) before the new page showed its heading: leave focus where they put it.
        if (lastInputAt > started) return;
        const heading = mainHeading();
        const waited = Date.now() - started;
        // The old page may still be on screen for a frame or two while the new one renders.
        if (!heading || (heading === oldHeading && waited < SAME_HEADING_MS)) {
          if (waited < HEADING_WAIT_MS) frame = requestAnimationFrame(settle);
          return;
        }
        const back = popped ? leftFrom.get(toLocation.href) : undefined;
        const target = back ? find(back) : undefined;
        if (target?.tagName === 'H1') focusHeading(target, true);
        else target?.focus({ preventScroll: true });
        if (!target || document.activeElement !== target) focusHeading(heading, popped);
        const titled = Date.now();
        const say = () => {
          // The screen's head (its title) may come a few frames after its heading: the old page's title is not
          // said for the new page (for as long as the heading wait, in case both pages share a title).
          if (document.title === oldTitle && Date.now() - titled < SAME_HEADING_MS) {
            frame = requestAnimationFrame(say);
            return;
          }
          announce(document.title || heading.textContent || '');
          // What the page holds, said after its title ('Showing 1 to 24 of 80' on a list).
          const summary = document
            .querySelector('#main [data-page-summary]')
            ?.getAttribute('data-page-summary');
          if (summary) announce(summary);
        };
        say();
      };
      // One frame more: the screen's head (title) is applied by an effect after its heading renders.
      frame = requestAnimationFrame(() => (frame = requestAnimationFrame(settle)));
      cancel = () => cancelAnimationFrame(frame);
    });
    return () => {
      cancel();
      offHistory();
      offBefore();
      offResolved();
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('keydown', onInput, true);
      document.removeEventListener('pointerdown', onInput, true);
    };
  }, [router]);
  return null;
}
