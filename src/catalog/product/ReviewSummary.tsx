import { useIntl, useT } from '../../i18n/I18nProvider';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { Rating } from '../Rating';
import type { ReviewSummary as Summary } from './reviewSummary';
import * as styles from './ProductReviews.css';

/** The average rating, the review count and one bar per star level (5 to 1) with its share of reviews. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const t = useT();
  const intl = useIntl();
  return (
    <div className={styles.summary}>
      <p className={styles.average}>
        <span className={styles.averageValue}>
          {intl.formatNumber(summary.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>
        <Rating value={summary.average} />
      </p>
      <p className={styles.basedOn}>{t('product.reviews.basedOn', { count: summary.count })}</p>
      <ul className={styles.bars}>
        {summary.bars.map((bar) => (
          <li key={bar.stars} className={styles.bar}>
            <VisuallyHidden>
              {t('product.reviews.bar', { stars: bar.stars, count: bar.count, percent: bar.percent })}
            </VisuallyHidden>
            <span aria-hidden="true" className={styles.barLabel}>
              {t('product.reviews.stars', { stars: bar.stars })}
            </span>
            <span aria-hidden="true" className={styles.track}>
              <span className={styles.fill} style={{ width: `${bar.percent}%` }} />
            </span>
            <span aria-hidden="true" className={styles.barCount}>
              {bar.count}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
