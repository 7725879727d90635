import { useEffect, useRef, useState } from 'react';
import { useIntl, useT, type Translate } from '../i18n/I18nProvider';
import type { AppIntl } from '../i18n/format';
import * as styles from './VisuallyHidden.css';

/** A message, or how to word it in the page's current language (for callers outside React, such as actors). */
export type Announcement = string | ((t: Translate, intl: AppIntl) => string);

interface Channel {
  deliver: (message: Announcement) => void;
  clear: () => void;
}

let channel: Channel | undefined;

/** Messages this close together are read one after the other ("Checkout" then "Showing 1 to 24 of 80"). */
const BURST_MS = 1000;

/**
 * Reads `message` politely to screen-reader users ("2 items in cart", "Showing 1 to 24 of 80"). A message that
 * follows another within a second is added after it; a later one replaces what was there.
 * Does nothing on the server or before `<LiveRegion />` has mounted.
 */
export function announce(message: Announcement): void {
  channel?.deliver(message);
}

/**
 * Announces `message` whenever it appears or changes: for an error shown beside a field, which (unlike an alert)
 * a screen reader does not read by itself.
 */
export function useAnnounced(message: string | null | undefined): void {
  useEffect(() => {
    if (message) announce(message);
  }, [message]);
}

/**
 * Empties the announcement area: the page's region and the one react-aria keeps for its own widgets, whose stale
 * messages (a pending button's 'Processing', labelled by an element of the previous page) must not outlive the page.
 */
export function clearAnnouncements(): void {
  channel?.clear();
  if (typeof document === 'undefined') return;
  for (const log of document.querySelectorAll('[data-live-announcer] [aria-live]')) log.replaceChildren();
}

interface Shown {
  messages: string[];
  at: number;
  /** Flips on every message, so a repeated message changes the region's text and is read again. */
  parity: boolean;
}

/**
 * The page's single polite live region; render it once, in the shell. It exists from the first
 * paint because screen readers ignore live regions inserted together with their text.
 */
export function LiveRegion() {
  const [shown, setShown] = useState<Shown>({ messages: [], at: 0, parity: false });
  const t = useT();
  const intl = useIntl();
  const language = useRef({ t, intl });
  useEffect(() => {
    language.current = { t, intl };
  }, [t, intl]);

  useEffect(() => {
    channel = {
      deliver: (message) => {
        const text =
          typeof message === 'string' ? message : message(language.current.t, language.current.intl);
        setShown((previous) => {
          const now = Date.now();
          const last = previous.messages.at(-1);
          const keep = now - previous.at < BURST_MS && last !== text ? previous.messages : [];
          return { messages: [...keep, text], at: now, parity: !previous.parity };
        });
      },
      clear: () => setShown((previous) => ({ messages: [], at: 0, parity: previous.parity })),
    };
    return () => {
      channel = undefined;
    };
  }, []);

  // react-aria's own announcer keeps a pending button's 'Processing' for seconds, labelled by that button: once the
  // button is gone (Place order, now on the order's page) the node names nothing, which axe reports. Such nodes
  // go as soon as what labelled them has left the page.
  useEffect(() => {
    let frame = 0;
    const prune = () => {
      frame = 0;
      for (const node of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
        const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
        if (ids.some((id) => !document.getElementById(id))) node.remove();
      }
    };
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(prune);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.visuallyHidden}>
      {shown.messages.map((message, index) => (
        // A trailing no-break space on every other message changes the text, so a repeat is read again.
        <p key={index}>
          {index === shown.messages.length - 1 && shown.parity ? `${message}\u00a0` : message}
        </p>
      ))}
    </div>
  );
}
