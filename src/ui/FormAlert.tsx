import type { ReactNode } from 'react';
import * as styles from './page.css';

/**
 * A form's error or success message. `role="alert"` makes screen readers read it as soon as it appears; it is
 * rendered only while there is something to say.
 */
export function FormAlert({
  tone = 'error',
  children,
}: {
  /** @default 'error' */ tone?: 'error' | 'success';
  children: ReactNode;
}) {
  return tone === 'error' ? (
    <p role="alert" className={styles.alert}>
      {children}
    </p>
  ) : (
    <p role="status" className={styles.notice}>
      {children}
    </p>
  );
}
