import { ProgressBarContext, useContextProps } from 'react-aria-components';
import { useT } from '../i18n/I18nProvider';
import { cx } from './cx';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** @default 'md' */
  size?: styles.SpinnerVariants['size'];
  className?: string;
  /** @default "Loading…" */
  'aria-label'?: string;
}

/**
 * An indeterminate progress indicator, labelled "Loading…" unless `aria-label` says otherwise. Inside a pending
 * `Button` it joins the button's accessible name: it takes the id the button gives through `ProgressBarContext`,
 * as react-aria-components' ProgressBar does. That ProgressBar also formats a value, which an indeterminate one never
 * shows: its number formatting (2.2 KB gzip) was on every page's first load, through the Button.
 */
export function Spinner({ size, className, ...props }: SpinnerProps) {
  const t = useT();
  const labelled: { id?: string; 'aria-label'?: string } = { 'aria-label': t('ui.loading'), ...props };
  const [own, ref] = useContextProps(labelled, null, ProgressBarContext);
  return (
    <div
      ref={ref}
      id={own.id}
      role="progressbar"
      aria-label={own['aria-label']}
      aria-valuemin={0}
      aria-valuemax={100}
      className={cx(styles.spinner({ size }), className)}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </div>
  );
}
