import { useState } from 'react';
import { Form, Label, Radio, RadioGroup, FieldError } from 'react-aria-components';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { ReviewForm_product$key } from '../../../__generated__/ReviewForm_product.graphql';
import type { ReviewFormRefetchQuery } from '../../../__generated__/ReviewFormRefetchQuery.graphql';
import { useT } from '../../i18n/I18nProvider';
import { StoreText } from '../../i18n/StoreText';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { announce } from '../../ui/LiveRegion';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import * as fieldStyles from '../../ui/Field.css';
import { useAuthStatus } from '../../app/hooks';
import { FormAlert } from '../../ui/FormAlert';
import { commitWriteReview } from './WriteReviewMutation';
import { useSave } from '../../ui/useSave';
import * as page from '../../ui/page.css';
import * as styles from './ReviewForm.css';
import { REVIEW_FORM_TITLE_ID } from './productIds';

const fragment = graphql`
  fragment ReviewForm_product on Product {
    databaseId
    reviewsAllowed
    reviewCount
  }
`;

/** Re-reads the reviews after posting one: the list and the rating summary repaint from the store. */
const refetch = graphql`
  query ReviewFormRefetchQuery($id: ID!) {
    product(id: $id, idType: DATABASE_ID) {
      reviewCount
      # eslint-disable-next-line relay/must-colocate-fragment-spreads -- ProductReviews repaints from the refetched records
      ...ProductReviews_product
    }
  }
`;

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * 'Write a review' under the product's reviews: rating, text, and for guests name and e-mail (customers post as
 * their account). Calls `writeReview`, then refetches the reviews. Typed values stay when the server refuses.
 */
export function ReviewForm({ product }: { product: ReviewForm_product$key }) {
  const data = useFragment(fragment, product);
  const t = useT();
  const environment = useRelayEnvironment();
  const status = useAuthStatus();
  const guest = status !== 'authenticated';
  const [rating, setRating] = useState('');
  const [content, setContent] = useState('');
  const [author, setAuthor] = useState('');
  const [email, setEmail] = useState('');
  const [state, save] = useSave();
  /** The store holds the review for approval (WordPress does so for a first-time reviewer): it is not counted yet. */
  const [held, setHeld] = useState(false);
  if (data.reviewsAllowed === false) return null;
  return (
    <Form
      className={styles.reviewForm}
      // A submit before the page has hydrated posts, and the server answers with the page again: the review never
      // goes into the address (src/server/host.ts).
      method="post"
      aria-labelledby={REVIEW_FORM_TITLE_ID}
      onSubmit={(event) => {
        event.preventDefault();
        save(async () => {
          await commitWriteReview(environment, {
            commentOn: data.databaseId,
            rating: Number(rating),
            content: content.trim(),
            ...(guest ? { author: author.trim(), authorEmail: email.trim() } : {}),
          });
          const before = data.reviewCount ?? 0;
          const after = await fetchQuery<ReviewFormRefetchQuery>(
            environment,
            refetch,
            { id: String(data.databaseId) },
            {
              fetchPolicy: 'network-only',
            },
          ).toPromise();
          // writeReview cannot say itself: its `review` of a held comment fails on the store (null Comment.id).
          const isHeld = (after?.product?.reviewCount ?? before) <= before;
          setHeld(isHeld);
          setRating('');
          setContent('');
          announce(t(isHeld ? 'review.pending' : 'review.thanks'));
        });
      }}
    >
      <h3 id={REVIEW_FORM_TITLE_ID} className={page.subtitle}>
        {t('review.title')}
      </h3>
      <RadioGroup
        name="rating"
        isRequired
        value={rating}
        onChange={setRating}
        orientation="horizontal"
        className={styles.ratingGroup}
      >
        <Label className={fieldStyles.label}>{t('review.rating')}</Label>
        <div className={styles.stars}>
          {STARS.map((stars) => (
            <Radio
              key={stars}
              value={String(stars)}
              aria-label={t('review.stars', { stars })}
              className={styles.star}
              data-filled={Number(rating) >= stars || undefined}
            >
              <Icon name="star" filled={Number(rating) >= stars} size={28} />
            </Radio>
          ))}
        </div>
        <FieldError className={fieldStyles.error}>{t('review.validation.rating')}</FieldError>
      </RadioGroup>
      <TextArea
        name="content"
        label={t('review.content')}
        isRequired
        maxLength={5000}
        value={content}
        onChange={setContent}
        errorMessage={t('review.validation.content')}
      />
      {guest && (
        <div className={page.fieldRow}>
          <TextField
            name="author"
            label={t('review.name')}
            autoComplete="name"
            isRequired
            maxLength={100}
            value={author}
            onChange={setAuthor}
            errorMessage={t('review.validation.name')}
          />
          <TextField
            name="email"
            type="email"
            label={t('auth.email')}
            autoComplete="email"
            isRequired
            value={email}
            onChange={setEmail}
            errorMessage={({ validationDetails }) =>
              validationDetails.valueMissing ? t('auth.validation.required') : t('auth.validation.email')
            }
          />
        </div>
      )}
      {state.status === 'saved' && (
        <FormAlert tone="success">{t(held ? 'review.pending' : 'review.thanks')}</FormAlert>
      )}
      {state.status === 'failed' && (
        <FormAlert>{state.message ? <StoreText text={state.message} /> : t('review.failed')}</FormAlert>
      )}
      <div className={page.actions}>
        <Button type="submit" isPending={state.status === 'saving'}>
          {t('review.submit')}
        </Button>
      </div>
    </Form>
  );
}
