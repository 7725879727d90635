import { useId, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductReviews_product$key } from '../../../__generated__/ProductReviews_product.graphql';
import { useT } from '../../i18n/I18nProvider';
import { ReviewItem } from './ReviewItem';
import { summarizeReviews } from './reviewSummary';
import { ReviewSummary } from './ReviewSummary';
import * as styles from './ProductReviews.css';

const fragment = graphql`
  fragment ProductReviews_product on Product {
    averageRating
    reviewCount
    reviews(first: 100) {
      averageRating
      edges {
        rating
        node {
          id
        }
        ...ReviewItem_review
      }
    }
  }
`;

/**
 * The 'Reviews' section (`#reviews`): rating summary with per-star bars, then the reviews, newest first.
 * `children` render after the list: the place for the review form.
 */
export function ProductReviews({
  product,
  children,
}: {
  product: ProductReviews_product$key;
  children?: ReactNode;
}) {
  const data = useFragment(fragment, product);
  const t = useT();
  const headingId = useId();
  const edges = data.reviews?.edges ?? [];
  const summary = summarizeReviews(
    edges.map((edge) => edge.rating),
    { average: data.reviews?.averageRating ?? data.averageRating, count: data.reviewCount },
  );
  return (
    <section id="reviews" aria-labelledby={headingId} className={styles.reviews}>
      <h2 id={headingId} className={styles.title}>
        {t('product.reviews.title', { count: summary.count })}
      </h2>
      {summary.count === 0 ? (
        <p className={styles.empty}>{t('product.reviews.empty')}</p>
      ) : (
        <div className={styles.layout}>
          <ReviewSummary summary={summary} />
          <ol className={styles.list}>
            {edges.map((edge) => (
              <li key={edge.node.id}>
                <ReviewItem review={edge} />
              </li>
            ))}
          </ol>
        </div>
      )}
      {children}
    </section>
  );
}
