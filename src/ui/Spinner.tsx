import { ProgressBar, type ProgressBarProps } from 'react-aria-components';
import { useT } from '../i18n/I18nProvider';
import { withBase } from './cx';
import * as styles from './Spinner.css';

export interface SpinnerProps extends Omit<ProgressBarProps, 'isIndeterminate' | 'children'> {
  /** @default 'md' */
  size?: styles.SpinnerVariants['size'];
}

/**
 * An indeterminate progress indicator, labelled "Loading…" unless `aria-label` says otherwise.
 * Inside a pending `Button` it joins the button's accessible name.
 */
export function Spinner({ size, className, ...props }: SpinnerProps) {
  const t = useT();
  return (
    <ProgressBar
      aria-label={t('ui.loading')}
      {...props}
      isIndeterminate
      className={withBase(className, styles.spinner({ size }))}
    >
      <svg className={styles.svg} viewBox="0 0 24 24" fill="none" aria-hidden="true">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
