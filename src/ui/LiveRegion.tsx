import { useEffect, useState } from 'react';
import * as styles from './VisuallyHidden.css';

let deliver: ((message: string) => void) | undefined;

/**
 * Reads `message` politely to screen-reader users ("2 items in cart", "Showing 1 to 24 of 80").
 * Does nothing on the server or before `<LiveRegion />` has mounted.
 */
export function announce(message: string): void {
  deliver?.(message);
}

/**
 * The page's single polite live region; render it once, in the shell. It exists from the first
 * paint because screen readers ignore live regions inserted together with their text.
 */
export function LiveRegion() {
  const [announcement, setAnnouncement] = useState({ text: '', count: 0 });

  useEffect(() => {
    deliver = (text) => setAnnouncement((previous) => ({ text, count: previous.count + 1 }));
    return () => {
      deliver = undefined;
    };
  }, []);

  // A trailing no-break space on every other message changes the text, so a repeat is read again.
  const text = announcement.count % 2 === 0 ? announcement.text : `${announcement.text}\u00a0`;
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.visuallyHidden}>
      {text}
    </div>
  );
}
