import { graphql, useFragment } from 'react-relay';
import type { ReviewItem_review$key } from '../../../__generated__/ReviewItem_review.graphql';
import { formatLongDate } from '../../i18n/format';
import { useIntl } from '../../i18n/I18nProvider';
import { Rating } from '../Rating';
import { StoreHtml } from './StoreHtml';
import * as styles from './ProductReviews.css';

const fragment = graphql`
  fragment ReviewItem_review on ProductToCommentConnectionEdge {
    rating
    node {
      content
      date
      author {
        node {
          name
        }
      }
    }
  }
`;

/** One review: the author's initial and name, the stars, the date and the text (sanitised HTML). */
export function ReviewItem({ review }: { review: ReviewItem_review$key }) {
  const data = useFragment(fragment, review);
  const intl = useIntl();
  const author = data.node.author?.node.name ?? '';
  const date = formatLongDate(intl, data.node.date);
  return (
    <article className={styles.review}>
      <header className={styles.reviewHeader}>
        <span className={styles.avatar} aria-hidden="true">
          {author.charAt(0).toUpperCase()}
        </span>
        <div className={styles.reviewMeta}>
          <h3 className={styles.author}>{author}</h3>
          {date && (
            <time dateTime={data.node.date ?? undefined} className={styles.date}>
              {date}
            </time>
          )}
        </div>
        {data.rating !== null && data.rating !== undefined && <Rating value={data.rating} size="sm" />}
      </header>
      <StoreHtml html={data.node.content} className={styles.content} />
    </article>
  );
}
