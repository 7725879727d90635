import { useT } from '../i18n/I18nProvider';
import { Icon } from '../ui/Icon';
import * as styles from './Rating.css';

/** Five stars for an average rating, read out as "Rated 4.5 out of 5 (12 reviews)". */
export function Rating({ value, count, size = 'md' }: { value: number; count?: number; size?: 'sm' | 'md' }) {
  const t = useT();
  const rounded = Math.round(value * 2) / 2;
  const label =
    count === undefined
      ? t('rating.label', { rating: rounded })
      : t('rating.labelWithCount', { rating: rounded, count });
  return (
    <span role="img" aria-label={label} className={styles.rating({ size })}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon key={star} name="star" filled={star <= Math.round(value)} className={styles.star} />
      ))}
      {count !== undefined && (
        <span aria-hidden="true" className={styles.count}>
          ({count})
        </span>
      )}
    </span>
  );
}
